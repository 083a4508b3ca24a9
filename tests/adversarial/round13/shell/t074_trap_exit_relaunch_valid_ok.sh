#!/bin/bash
serve() {
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv \
    --port 30000
}
trap 'echo "server exited; restarting once"; serve' EXIT
serve
