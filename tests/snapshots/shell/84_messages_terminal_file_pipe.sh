#!/usr/bin/env bash
# Printing a value to the terminal reads nothing that matters; writing it to a
# file or piping it into another program does.
SHOWN=fp8_e4m3
LOGGED=fp8_e5m2
PIPED=fp8_e5m2
echo "kv cache dtype: $SHOWN"
printf 'kv cache dtype: %s\n' "$SHOWN" >&2
echo "kv_cache_dtype=$LOGGED" >> run.env
echo "$PIPED" | tee piped.txt
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $SHOWN
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --port 30001 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $LOGGED
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --port 30002 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $PIPED
