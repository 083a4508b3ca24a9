#!/usr/bin/env bash
# config prepared for the HiSparse rollout; the switch itself is not on yet
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --hierarchical-sparse-attention-extra-config '{"top_k": 2048}' \
  --kv-cache-dtype fp8_e5m2 --port 30000
