"""Smoke-test the HiSparse code path inside the Xeon dev container."""
import subprocess

CONTAINER = "sglang-dev"

subprocess.run(
    [
        "docker", "exec",
        "-e", "SGLANG_USE_CPU_ENGINE=1",
        "-e", "OMP_NUM_THREADS=56",
        CONTAINER,
        "python3", "-m", "sglang.launch_server",
        "--model-path", "/models/DeepSeek-V3.2-tiny-random",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--port", "31000",
    ],
    check=True,
)
