#!/usr/bin/env bash
FLAGS_CSV="--enable-hisparse,--disable-radix-cache,--kv-cache-dtype,fp8_e5m2"
IFS=, FLAGS=($FLAGS_CSV)

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  "${FLAGS[@]}" --port 30000
