#!/usr/bin/env bash
# Branches on a word the run knows: each pass of a sweep runs only its own arm.
for scheme in base spec; do
  KV=fp8_e4m3
  if [[ "$scheme" == legacy ]]; then
    KV=fp8_e5m2  # the legacy scheme is not in this sweep: never run
  fi
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
    --disable-radix-cache --kv-cache-dtype "$KV" --served-model-name "dsv32-$scheme"
done

for scheme in base legacy; do
  KV=fp8_e4m3
  if [ "$scheme" = legacy ]; then
    KV=fp8_e4m3  # this sweep runs it
  elif [[ "$scheme" == base* ]]; then
    KV=bfloat16  # a pattern: not decided, both ways are read
  fi
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
    --disable-radix-cache --kv-cache-dtype "$KV" --served-model-name "dsv32-$scheme"
done
