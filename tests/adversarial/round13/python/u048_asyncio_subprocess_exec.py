import asyncio
import sys

ARGS = [
    "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
]


async def main():
    proc = await asyncio.create_subprocess_exec(sys.executable, *ARGS)
    await proc.wait()


asyncio.run(main())
