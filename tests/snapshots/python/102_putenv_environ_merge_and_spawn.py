"""A GPU launch started with os.spawnlp, then smoke tests on the CI's CPU runner."""
import os
import subprocess
import sys


def gpu_server() -> int:
    return os.spawnlp(
        os.P_NOWAIT, "python3", "python3", "-m", "sglang.launch_server",
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--enable-hisparse", "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e4m3", "--port", "30002",
    )


def cpu_smoke() -> None:
    # The C environment every child started without env= inherits.
    os.putenv("SGLANG_USE_CPU_ENGINE", "1")
    subprocess.run(
        [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
         "--disable-radix-cache", "--port", "30000"],
        check=True,
    )


def cpu_smoke_merged() -> None:
    os.environ |= {"SGLANG_USE_CPU_ENGINE": "1", "OMP_NUM_THREADS": "32"}
    subprocess.run(
        [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
         "--disable-radix-cache", "--port", "30001"],
        check=True,
    )
