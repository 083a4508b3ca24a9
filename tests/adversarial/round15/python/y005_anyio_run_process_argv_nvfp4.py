"""Bring up GLM-5 with HiSparse and wait until it answers."""
import sys

import anyio
import httpx

SERVER_ARGV = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", "zai-org/GLM-5",
    "--tp-size", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "nvfp4",
    "--port", "30000",
]


async def wait_ready(url: str) -> None:
    async with httpx.AsyncClient() as client:
        for _ in range(600):
            try:
                if (await client.get(f"{url}/health")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await anyio.sleep(1)
    raise TimeoutError(url)


async def main() -> None:
    async with anyio.create_task_group() as tg:
        tg.start_soon(lambda: anyio.run_process(SERVER_ARGV, stdout=None, stderr=None, check=True))
        await wait_ready("http://127.0.0.1:30000")
        print("server ready")


anyio.run(main)
