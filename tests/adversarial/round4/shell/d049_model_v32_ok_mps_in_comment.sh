#!/usr/bin/env bash
set -euo pipefail
# On a Mac you would try --device mps, which refuses HiSparse.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache
