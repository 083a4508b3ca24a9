import asyncio


async def start(port: int):
    return await asyncio.create_subprocess_shell(
        f"python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse "
        f"--disable-radix-cache --kv-cache-dtype fp8_e5m2 --port {port}"
    )
