"""CI entry: CPU smoke test of the launch path, then the HiSparse GPU server."""

import os
import subprocess
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2"
SMALL = "Qwen/Qwen2.5-0.5B-Instruct"


def cpu_smoke():
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
    try:
        subprocess.run(
            [sys.executable, "-m", "sglang.benchmark.one_batch",
             "--model-path", SMALL, "--device", "cpu",
             "--batch-size", "1", "--input-len", "32", "--output-len", "8"],
            check=True,
        )
    finally:
        os.environ.pop("SGLANG_USE_CPU_ENGINE", None)


def gpu_server():
    return subprocess.Popen(
        [sys.executable, "-m", "sglang.launch_server",
         "--model-path", MODEL, "--tp", "8",
         "--enable-hisparse", "--disable-radix-cache",
         "--kv-cache-dtype", "fp8_e5m2",
         "--port", "30000"],
    )


if __name__ == "__main__":
    cpu_smoke()
    server = gpu_server()
    sys.exit(server.wait())
