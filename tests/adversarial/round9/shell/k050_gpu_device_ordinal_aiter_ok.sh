#!/usr/bin/env bash
set -euo pipefail
export GPU_DEVICE_ORDINAL=0,1,2,3,4,5,6,7
rocm-smi --showuse
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --dsa-decode-backend aiter --kv-cache-dtype fp8_e4m3
