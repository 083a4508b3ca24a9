#!/usr/bin/env python3
"""Start the HiSparse server used by the long-context eval job."""

import subprocess
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2"

cmd = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp", "8",
    "--kv-cache-dtype", "fp8_e4m3",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--context-length", "131072",
    "--host", "0.0.0.0",
    "--port", "30000",
    # exp-42: compare recall with e5m2 KV (added by the sweep script)
    "--kv-cache-dtype", "fp8_e5m2",
]

if __name__ == "__main__":
    proc = subprocess.Popen(cmd)
    sys.exit(proc.wait())
