#!/usr/bin/env bash
set -euo pipefail
KV=${KV:-FP8_E5M2}
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype "${KV,,}"
