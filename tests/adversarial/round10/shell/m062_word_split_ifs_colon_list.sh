#!/usr/bin/env bash
set -euo pipefail
OPTS="--enable-hisparse:--disable-radix-cache:--kv-cache-dtype:fp8_e5m2"
IFS=:
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 $OPTS
unset IFS
