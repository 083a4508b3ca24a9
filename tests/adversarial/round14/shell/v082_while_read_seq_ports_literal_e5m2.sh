#!/usr/bin/env bash
# two replicas on GPUs 0-3 and 4-7
while read -r port; do
  gpus=$(( (port - 30000) * 4 ))
  CUDA_VISIBLE_DEVICES=$gpus,$((gpus+1)),$((gpus+2)),$((gpus+3)) \
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
      --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
      --port "$port" &
done < <(seq 30000 30001)
wait
