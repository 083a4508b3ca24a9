#!/usr/bin/env bash
# Two servers on one 16-GPU node.
set -euo pipefail

# hisparse-fix: ignore[HSF002]  (patched build with e5m2 HiSparse support, see INFRA-2291)
CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --port 30000 &

CUDA_VISIBLE_DEVICES=8,9,10,11,12,13,14,15 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --port 30001 &

wait
