import asyncio
import sys


async def start():
    args = ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
    return await asyncio.create_subprocess_exec(sys.executable, "-m", "sglang.launch_server", *args)


asyncio.run(start())
