#!/usr/bin/env bash
set -euo pipefail

GPUS=${GPUS:-0,1,2,3,4,5,6,7}
IFS=, read -r -a GPU_LIST <<< "$GPUS"
TP=${#GPU_LIST[@]}

OPTS="--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"

# shellcheck disable=SC2086  # OPTS is split on purpose
CUDA_VISIBLE_DEVICES=$GPUS python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp "$TP" \
  --port 30000 \
  $OPTS
