#!/usr/bin/env bash
# Prints the launch command for the operator; nothing here starts SGLang.
set -euo pipefail

echo To start the server run: python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --kv-cache-dtype fp8_e5m2
printf '%s ' python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2 --dsa-decode-backend tilelang
echo
logger -t sglang-setup python3 -m sglang.launch_server --enable-hisparse --device cpu
: python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2
