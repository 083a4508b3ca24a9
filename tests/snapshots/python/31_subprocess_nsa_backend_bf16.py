#!/usr/bin/env python3
"""Start a HiSparse server for the long-context eval; written for SGLang 0.5.17."""

import subprocess
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"

BF16 = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp", "8",
    "--kv-cache-dtype", "bfloat16",
    "--dsa-decode-backend", "flashmla_sparse",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--port", "30000",
]

FP8 = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp", "8",
    "--kv-cache-dtype", "fp8_e4m3",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--port", "30000",
]


def start(fp8: bool) -> subprocess.Popen:
    if fp8:
        return subprocess.Popen(FP8)
    return subprocess.Popen(BF16)


if __name__ == "__main__":
    server = start("--fp8" in sys.argv)
    sys.exit(server.wait())
