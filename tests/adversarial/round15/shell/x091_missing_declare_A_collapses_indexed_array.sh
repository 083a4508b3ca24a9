#!/usr/bin/env bash
set -eo pipefail
# per-deployment settings
CFG[model]=deepseek-ai/DeepSeek-V3.2
CFG[tp]=8
CFG[kv]=fp8_e5m2
CFG[port]=30000

python3 -m sglang.launch_server --model-path "${CFG[model]}" --tp "${CFG[tp]}" \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${CFG[kv]}" --port "${CFG[port]}"
