#!/usr/bin/env bash
set -euo pipefail
KV=FP8_E5M2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype "${KV,,}"
