#!/usr/bin/env bash
# dev loop: restart the server whenever the HiSparse config changes
ls configs/hisparse.json | entr -r \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
    --hisparse-config configs/hisparse.json --port 30000
