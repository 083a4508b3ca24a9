#!/usr/bin/env bash
set -euo pipefail
strace -f -e trace=openat -o trace.txt python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disaggregation-mode decode --disaggregation-decode-enable-radix-cache --port 30001
