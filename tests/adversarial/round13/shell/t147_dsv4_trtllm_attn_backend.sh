#!/bin/bash
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V4 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --dsv4-attn-backend trtllm \
  --port 30000
