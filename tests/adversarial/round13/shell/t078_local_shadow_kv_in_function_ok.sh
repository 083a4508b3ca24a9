#!/bin/bash
KV=fp8_e5m2
M=deepseek-ai/DeepSeek-V3.2

serve_base() {
  python3 -m sglang.launch_server --model-path "$M" --tp 8 --kv-cache-dtype "$KV" --port 30000
}
serve_hs() {
  local KV=fp8_e4m3
  python3 -m sglang.launch_server --model-path "$M" --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30001
}

serve_base &
serve_hs &
wait
