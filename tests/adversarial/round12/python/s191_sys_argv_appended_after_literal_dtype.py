#!/usr/bin/env python3
"""Wrapper: fixed HiSparse settings, extra server flags come from the command line."""

import os
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2"

argv = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
    *sys.argv[1:],
]

os.execv(sys.executable, argv)
