#!/bin/bash
CC=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -n1)
case $CC in
  10.*) HS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv) ;;
  9.*)  HS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse) ;;
  *)    HS=() ;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "${HS[@]}" --port 30000
