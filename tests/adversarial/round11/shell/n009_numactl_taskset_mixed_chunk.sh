#!/usr/bin/env bash
set -euo pipefail
numactl --cpunodebind=0 --membind=0 taskset -c 0-47 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e4m3 --enable-mixed-chunk --port 30000
