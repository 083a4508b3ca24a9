#!/usr/bin/env bash
set -euo pipefail
declare -A CFG=([model]=deepseek-ai/DeepSeek-V3.2 [tp]=8 [kv]=bfloat16 [port]=30000)

# B200 overrides
CFG+=([kv]=fp8_e5m2 [port]=30100)

python3 -m sglang.launch_server --model-path "${CFG[model]}" --tp "${CFG[tp]}" \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${CFG[kv]}" --port "${CFG[port]}"
