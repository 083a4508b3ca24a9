#!/usr/bin/env bash
NNODES=2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 16 --nnodes "$NNODES" --node-rank "${NODE_RANK:-0}" --dist-init-addr 10.0.0.1:5000 \
  --dcp-size "$NNODES" \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
