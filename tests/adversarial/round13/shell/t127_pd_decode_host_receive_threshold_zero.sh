#!/bin/bash
THRESH=0   # receive into host memory right away
python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 --tp 8 \
  --disaggregation-mode decode \
  --disaggregation-decode-host-receive-threshold "$THRESH" \
  --enable-hisparse --kv-cache-dtype bfloat16 \
  --port 30001
