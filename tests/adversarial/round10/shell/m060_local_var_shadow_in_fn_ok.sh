#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e5m2
serve() {
  local KV=fp8_e4m3
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
}
vllm bench throughput --model deepseek-ai/DeepSeek-V3.2 --kv-cache-dtype "$KV" --input-len 1024 --output-len 128
serve
