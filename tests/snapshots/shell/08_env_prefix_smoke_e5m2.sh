#!/usr/bin/env bash
# Smoke test: 2-layer DeepSeek-V3.2 checkpoint with HiSparse on two GPUs.
set -euo pipefail

CKPT=/data/ckpt/DeepSeek-V3.2-Exp-2layer

SGLANG_ENABLE_SPEC_V2=1 CUDA_VISIBLE_DEVICES=0,1 python3 -m sglang.launch_server \
  --model-path "$CKPT" --tp 2 --trust-remote-code \
  --mem-fraction-static 0.85 --disable-radix-cache \
  --enable-hisparse --kv-cache-dtype 'fp8_e4m3' \
  --hisparse-config '{"top_k": 2048, "device_buffer_size": 4096}' \
  --host 127.0.0.1 --port 30000 > smoke_server.log 2>&1 &
SERVER_PID=$!

sleep 120
curl -sf http://127.0.0.1:30000/health && echo "server up"
kill "$SERVER_PID"
