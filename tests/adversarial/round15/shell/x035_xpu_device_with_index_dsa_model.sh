#!/usr/bin/env bash
# Intel Data Center GPU Max node, card 0.
export ZE_AFFINITY_MASK=0
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --device xpu:0 \
  --enable-hisparse \
  --disable-radix-cache \
  --port 30000
