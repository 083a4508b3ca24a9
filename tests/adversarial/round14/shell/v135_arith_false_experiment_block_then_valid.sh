#!/usr/bin/env bash
USE_E5M2_EXPERIMENT=0   # flip to 1 to try e5m2 again once SGLang accepts it

if (( USE_E5M2_EXPERIMENT )); then
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
  exit
fi

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
