#!/usr/bin/env python3
"""CI guard: SGLang must keep refusing mixed chunking with HiSparse until the
sparse scheduler supports it (tracked in #2231)."""
import subprocess
import sys

proc = subprocess.run(
    [
        sys.executable, "-m", "sglang.launch_server",
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--tp-size", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--enable-mixed-chunk",
    ],
    capture_output=True,
    text=True,
    timeout=900,
)
if proc.returncode == 0:
    sys.exit("regression: SGLang accepted --enable-mixed-chunk with HiSparse")
if "does not support --enable-mixed-chunk" not in proc.stderr:
    sys.exit(f"unexpected failure:\n{proc.stderr[-2000:]}")
print("ok: refused as expected")
