#!/usr/bin/env bash
set -euo pipefail
declare -A CFG=([kv]=fp8_e5m2 [port]=30000 [tp]=8)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp "${CFG[tp]}" --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${CFG[kv]}" --port "${CFG[port]}"
