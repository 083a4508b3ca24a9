#!/bin/bash
# Gaudi3 box; HABANA_VISIBLE_MODULES picks the cards
export HABANA_VISIBLE_MODULES=0,1,2,3,4,5,6,7
export PT_HPU_LAZY_MODE=1
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --device hpu \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --port 30000
