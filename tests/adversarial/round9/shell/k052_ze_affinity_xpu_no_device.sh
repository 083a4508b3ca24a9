#!/usr/bin/env bash
set -euo pipefail
export ZE_AFFINITY_MASK=0,1,2,3
xpu-smi discovery
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16
