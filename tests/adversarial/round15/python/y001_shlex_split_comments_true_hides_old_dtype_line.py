"""Start the DeepSeek-V3.2 HiSparse server for the long-context eval job.

The command is kept as one block so it can be pasted into the runbook;
shlex.split(..., comments=True) drops the commented-out lines.
"""
import shlex
import subprocess
import sys

SERVE = """
-m sglang.launch_server
    --model-path deepseek-ai/DeepSeek-V3.2
    --tp-size 8
    --trust-remote-code
    --enable-hisparse
    --disable-radix-cache
    # --kv-cache-dtype fp8_e5m2   (0.5.10 only; 0.5.11+ refuses it with HiSparse)
    # --dsa-decode-backend tilelang
    --host 0.0.0.0
    --port 30000
"""


def main() -> int:
    argv = [sys.executable, *shlex.split(SERVE, comments=True)]
    print("launching:", shlex.join(argv), flush=True)
    return subprocess.call(argv)


if __name__ == "__main__":
    raise SystemExit(main())
