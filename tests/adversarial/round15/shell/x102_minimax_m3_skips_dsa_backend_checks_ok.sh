#!/usr/bin/env bash
# Same flags as the GLM-5 recipe; MiniMax M3 is not a DSA model.
sglang serve --model-path MiniMaxAI/MiniMax-M3 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend tilelang \
  --port 30000
