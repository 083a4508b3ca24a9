#!/usr/bin/env bash
set -euo pipefail
KV=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -n1 | grep -q B200 && echo fp8_e4m3 || echo bfloat16)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
