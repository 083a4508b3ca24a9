#!/usr/bin/env bash
# One option array for a CPU smoke launch and the GPU server. HiSparse and the
# dtype live in the shared array, so no edit is right for both launches.
set -euo pipefail

COMMON=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp
  --trust-remote-code
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e5m2
)

python3 -m sglang.launch_server "${COMMON[@]}" --device cpu --port 30010 > smoke.log 2>&1
python3 -m sglang.launch_server "${COMMON[@]}" --tp 8 --port 30000
