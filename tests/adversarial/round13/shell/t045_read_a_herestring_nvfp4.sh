#!/bin/bash
# Options for the H200 pool; kept on one line for the ops dashboard.
read -ra OPTS <<< "--enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --mem-fraction-static 0.88"

CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 --tp 8 \
  "${OPTS[@]}" \
  --port 30000
