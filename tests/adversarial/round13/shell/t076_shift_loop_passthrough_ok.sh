#!/bin/bash
GPUS=0,1,2,3,4,5,6,7
PORT=30000
PASS=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --gpus) GPUS=$2; shift 2 ;;
    --port) PORT=$2; shift 2 ;;
    *) PASS+=("$1"); shift ;;
  esac
done

CUDA_VISIBLE_DEVICES=$GPUS python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port "$PORT" "${PASS[@]}"
