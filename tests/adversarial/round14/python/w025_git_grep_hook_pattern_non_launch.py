#!/usr/bin/env python3
"""pre-commit hook: refuse recipes that still pair HiSparse with fp8_e5m2."""
import subprocess
import sys

PATTERN = r"--enable-hisparse.*--kv-cache-dtype[ =]fp8_e5m2"

result = subprocess.run(
    ["git", "grep", "-nE", PATTERN, "--", "recipes/", "docs/"],
    capture_output=True,
    text=True,
)
if result.stdout:
    sys.stderr.write(
        "HiSparse recipes must use --kv-cache-dtype fp8_e4m3 or bfloat16:\n" + result.stdout
    )
    sys.exit(1)
