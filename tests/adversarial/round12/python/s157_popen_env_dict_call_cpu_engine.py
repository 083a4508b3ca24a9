"""Smoke-test the launch wiring on the CPU-only CI runner (no GPUs there)."""

import os
import subprocess
import sys
import time

MODEL = "deepseek-ai/DeepSeek-V3.2"


def main() -> int:
    env = dict(os.environ, SGLANG_USE_CPU_ENGINE="1", OMP_NUM_THREADS="32")
    argv = [
        sys.executable, "-m", "sglang.launch_server",
        "--model-path", MODEL,
        "--load-format", "dummy",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "bfloat16",
        "--port", "30000",
    ]
    proc = subprocess.Popen(argv, env=env)
    time.sleep(120)
    alive = proc.poll() is None
    proc.terminate()
    proc.wait()
    return 0 if alive else 1


if __name__ == "__main__":
    sys.exit(main())
