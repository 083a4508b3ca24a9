"""Sweep launcher: one server per model, same HiSparse settings."""

import shlex
import subprocess

MODELS = ["deepseek-ai/DeepSeek-V3.2-Exp", "zai-org/GLM-5-FP8"]


def launch(model: str, port: int, kv_dtype: str) -> subprocess.Popen:
    command = (
        f"python3 -m sglang.launch_server --model-path {model} --tp 8 "
        f"--trust-remote-code --enable-hisparse --disable-radix-cache "
        f"--kv-cache-dtype fp8_e4m3 --port {port}"
    )
    return subprocess.Popen(shlex.split(command))


def launch_pinned(model: str, port: int, kv_dtype: str) -> subprocess.Popen:
    return subprocess.Popen(
        [
            "python3", "-m", "sglang.launch_server",
            f"--model-path={model}",
            "--enable-hisparse", "--disable-radix-cache",
            f"--kv-cache-dtype={kv_dtype}",
            f"--port={port}",
        ]
    )


if __name__ == "__main__":
    procs = [launch(model, 30000 + i, "fp8_e4m3") for i, model in enumerate(MODELS)]
    for proc in procs:
        proc.wait()
