#!/usr/bin/env bash
# The dtype is recorded as shell code in a file that other scripts source.
set -euo pipefail
KV=fp8_e5m2
declare -p KV >> "$HOME/run.env"
declare -p KV
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
