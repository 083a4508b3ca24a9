#!/usr/bin/env bash
# HiCache (host-memory KV tier) only -- no sparse attention on this server
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hierarchical-cache --hicache-ratio 2 --hicache-write-policy write_through \
  --kv-cache-dtype fp8_e5m2 --port 30000
