#!/usr/bin/env python3
"""PD disaggregation: the decode worker of a HiSparse deployment.

A decode server runs without the radix cache already, so it needs no
--disable-radix-cache.
"""

import subprocess
import sys

DECODE = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp",
    "--disaggregation-mode", "decode",
    "--disaggregation-ib-device", "mlx5_0",
    "--tp", "8",
    "--kv-cache-dtype", "fp8_e4m3",
    "--enable-hisparse",
    "--port", "30001",
]

if __name__ == "__main__":
    subprocess.run(DECODE, check=True)
