#!/usr/bin/env bash
# Nightly soak: serve for 4h under MTP, then SIGINT so the server flushes metrics.
set -uo pipefail
mkdir -p logs
timeout --signal=INT --kill-after=120 4h \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --speculative-algorithm EAGLE \
    --speculative-num-steps 3 \
    --speculative-eagle-topk 1 \
    --speculative-num-draft-tokens 4 \
    --speculative-adaptive \
    --port 30000 \
  > "logs/soak_$(date +%F).log" 2>&1
echo "soak finished"
