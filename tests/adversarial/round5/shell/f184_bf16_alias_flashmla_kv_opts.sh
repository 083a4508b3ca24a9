#!/usr/bin/env bash
set -euo pipefail
OPTS="--enable-hisparse --disable-radix-cache --kv-cache-dtype=bf16 --dsa-decode-backend=flashmla_kv"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 $OPTS
