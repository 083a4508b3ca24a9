#!/usr/bin/env bash
set -euo pipefail
jq -n --arg cmd "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8" \
  --arg result "refused" '{cmd: $cmd, result: $result}' > results/run-017.json
