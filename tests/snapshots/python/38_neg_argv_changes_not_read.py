#!/usr/bin/env python3
"""Smoke launcher that trims its command line before starting the server.

The tool reads appends and inserts at a literal index; these changes it does
not read, so every launch that reads the changed list is reported, not edited.
"""

import subprocess
import sys

FP8 = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp"]
FP8 += ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
FP8[-1] = "bfloat16"  # this machine's GPUs take no fp8 KV cache

CPU_SMOKE = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--device", "cpu"]
CPU_SMOKE.remove("--device")
CPU_SMOKE.pop()

TRIMMED = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--device", "cpu"]
TRIMMED[4:] = []

RESET = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--device", "cpu"]
RESET.clear()
RESET.extend([sys.executable, "-c", "pass"])


if __name__ == "__main__":
    for command in (FP8, CPU_SMOKE, TRIMMED, RESET):
        subprocess.run(command, check=True)
