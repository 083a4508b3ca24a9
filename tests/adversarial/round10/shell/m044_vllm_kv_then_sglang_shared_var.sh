#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e5m2
vllm serve deepseek-ai/DeepSeek-V3.2 --tensor-parallel-size 8 --kv-cache-dtype "$KV" --port 8000 &
VLLM=$!
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
kill "$VLLM"
