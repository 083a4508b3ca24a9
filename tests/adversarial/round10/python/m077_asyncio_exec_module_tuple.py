import asyncio

CMD = (
    "python3", "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
    "--enable-hisparse", "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e4m3",
    "--dsa-decode-backend", "trtllm",
    "--port", "30000",
)


async def main():
    proc = await asyncio.create_subprocess_exec(*CMD)
    await proc.wait()


asyncio.run(main())
