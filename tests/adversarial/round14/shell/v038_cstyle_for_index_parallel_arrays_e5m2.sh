#!/usr/bin/env bash
# two half-node servers side by side, one per KV format
DTYPES=(bfloat16 fp8_e5m2)
PORTS=(30000 30001)
for ((i = 0; i < ${#DTYPES[@]}; i++)); do
  first=$((i * 4))
  CUDA_VISIBLE_DEVICES=$first,$((first + 1)),$((first + 2)),$((first + 3)) \
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
      --enable-hisparse --disable-radix-cache \
      --kv-cache-dtype "${DTYPES[i]}" --port "${PORTS[i]}" &
done
wait
