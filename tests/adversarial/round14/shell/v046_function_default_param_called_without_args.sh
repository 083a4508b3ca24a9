#!/usr/bin/env bash
serve() {
  local kv=${1:-nvfp4} port=${2:-30000}
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype "$kv" --port "$port"
}

serve
