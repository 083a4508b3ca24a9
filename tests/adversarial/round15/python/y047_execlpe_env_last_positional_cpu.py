#!/usr/bin/env python3
"""Replace this process with a CPU-engine server (dev laptops, Xeon CI)."""
import os

ENV = {
    "PATH": os.environ["PATH"],
    "HOME": os.environ.get("HOME", "/root"),
    "SGLANG_USE_CPU_ENGINE": "1",
    "OMP_NUM_THREADS": "32",
}

os.execlpe(
    "python3",
    "python3",
    "-m",
    "sglang.launch_server",
    "--model-path",
    "/models/DeepSeek-V3.2-tiny-random",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--port",
    "31000",
    ENV,
)
