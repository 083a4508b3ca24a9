"""Start prefill and decode workers from one asyncio launcher."""

import asyncio
import subprocess as sp
from os import execvp

COMMON = ["--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse"]


async def start_prefill() -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        "python3",
        "-m",
        "sglang.launch_server",
        *COMMON,
        "--disable-radix-cache",
        "--kv-cache-dtype",
        "fp8_e4m3",
        "--disaggregation-mode",
        "prefill",
    )


async def start_decode() -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_shell(
        "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp "
        "--enable-hisparse --kv-cache-dtype bf16 "
        "--disaggregation-mode decode"
    )


def router() -> None:
    sp.check_call(["python3", "-m", "sglang.launch_server", *COMMON, "--disable-radix-cache",
                   "--kv-cache-dtype", "bfloat16"])


def replace_process() -> None:
    execvp("python3", ["python3", "-m", "sglang.launch_server", *COMMON, "--device", "cpu"])


async def main() -> None:
    await asyncio.gather(start_prefill(), start_decode())


if __name__ == "__main__":
    asyncio.run(main())
