#!/usr/bin/env bash
# Moore Threads S4000 box (torch_musa); SGLang detects the device itself.
export MUSA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --port 30000
