#!/usr/bin/env bash
set -euo pipefail

serve_long_context() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --enable-mixed-chunk \
    --context-length 163840 --port 30000
}

serve_short_context() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-mixed-chunk --port 30000
}

PROFILE=long_context
handler="serve_${PROFILE}"
"$handler"
