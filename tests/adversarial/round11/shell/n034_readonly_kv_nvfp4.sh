#!/usr/bin/env bash
set -euo pipefail
readonly KV=nvfp4
readonly MODEL=deepseek-ai/DeepSeek-V3.2
python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
