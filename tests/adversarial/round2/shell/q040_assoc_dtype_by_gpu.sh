#!/usr/bin/env bash
set -euo pipefail
declare -A KV=([h100]=bfloat16 [b200]=fp8_e5m2)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype "${KV[${GPU:-h100}]}"
