#!/usr/bin/env bash
set -euo pipefail

experiment_profile() {
  declare -r KV_DTYPE=fp8_e5m2
  echo "experiment profile would use $KV_DTYPE"
}

experiment_profile
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV_DTYPE:-bfloat16}" --port 30000
