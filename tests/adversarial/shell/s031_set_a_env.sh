#!/bin/bash
set -a
source .env
set +a
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype ${KV_DTYPE}
