#!/usr/bin/env bash
# One HiSparse server per DSA checkpoint on this 16-GPU node.
set -euo pipefail
mkdir -p logs
while read -r model gpus port; do
  [ -z "$model" ] && continue
  CUDA_VISIBLE_DEVICES=$gpus nohup python3 -m sglang.launch_server \
    --model-path "$model" --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port "$port" > "logs/$(basename "$model").log" 2>&1 &
done <<'EOF'
deepseek-ai/DeepSeek-V3.2   0,1,2,3,4,5,6,7         30000
zai-org/GLM-5-FP8           8,9,10,11,12,13,14,15   30001
EOF
wait
