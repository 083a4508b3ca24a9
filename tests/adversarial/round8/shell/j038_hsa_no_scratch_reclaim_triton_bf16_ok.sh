#!/usr/bin/env bash
set -euo pipefail
export HSA_NO_SCRATCH_RECLAIM=1
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --dsa-decode-backend triton --port 30000
