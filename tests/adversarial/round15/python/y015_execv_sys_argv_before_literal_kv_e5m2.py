#!/usr/bin/env python3
"""serve-hisparse: wrapper used by the systemd unit.

Flags from the unit file are passed through first; the HiSparse settings
below come last so they always win.
"""
import os
import sys

MODEL = os.environ.get("SGLANG_MODEL", "deepseek-ai/DeepSeek-V3.2")

argv = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", MODEL,
    *sys.argv[1:],
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
]
os.execv(sys.executable, argv)
