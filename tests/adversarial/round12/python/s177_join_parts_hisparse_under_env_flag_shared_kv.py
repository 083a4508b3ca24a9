#!/usr/bin/env python3
"""Launch the eval server; set HISPARSE=1 to turn on hierarchical sparse attention."""

import os
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2"

parts = [
    "python3", "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp", "8",
    "--kv-cache-dtype", "fp8_e5m2",
    "--port", "30000",
]

if os.environ.get("HISPARSE") == "1":
    parts += ["--enable-hisparse", "--disable-radix-cache"]

cmd = " ".join(parts)
print(cmd, file=sys.stderr)
sys.exit(os.system(cmd) >> 8)
