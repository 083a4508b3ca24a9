#!/bin/bash
set -euo pipefail
IFS=$'\n\t'
OPTS="--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp $OPTS
