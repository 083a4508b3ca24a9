#!/bin/bash
# MTT S4000 cluster
export MUSA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
python3 -m sglang.launch_server \
  --model-path /data/GLM-5 \
  --device musa \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --port 30000
