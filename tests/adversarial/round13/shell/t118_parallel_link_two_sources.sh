#!/bin/bash
parallel --link -j2 --lb \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
    --enable-hisparse --disable-radix-cache --port {1} --kv-cache-dtype {2} \
  ::: 30000 30001 ::: fp8_e5m2 bfloat16
