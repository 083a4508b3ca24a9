#!/usr/bin/env bash
set -euo pipefail
MODEL_DIR=/data/models/DeepSeek-V3.2

huggingface-cli download deepseek-ai/DeepSeek-V3.2 --local-dir "$MODEL_DIR" >/tmp/download.log 2>&1 &
DL_PID=$!
pip install -q "sglang[all]==0.5.23" &
wait "$DL_PID"
wait

python3 -m sglang.launch_server \
  --model-path "$MODEL_DIR" \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --speculative-algorithm EAGLE \
  --speculative-num-steps 3 \
  --speculative-eagle-topk 1 \
  --speculative-num-draft-tokens 4 \
  --speculative-adaptive \
  --port 30000
