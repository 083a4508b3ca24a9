#!/usr/bin/env bash
port=30000
for model in deepseek-ai/DeepSeek-V3.2 zai-org/GLM-5-FP8; do
  python3 -m sglang.launch_server --model-path "$model" --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
    --port "$port" > "logs/$(basename "$model").log" 2>&1 &
  port=$((port + 1))
done
wait
