import asyncio


async def main(port=30000):
    proc = await asyncio.create_subprocess_shell(
        f"python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --port {port} "
        "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    )
    await proc.wait()


asyncio.run(main())
