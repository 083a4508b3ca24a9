#!/usr/bin/env bash
# Two launches read one variable: both need its refused dtype changed, and the value
# is changed once (the same replacement asked by each launch is one edit).
KV=fp8_e4m3
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" --port 30001
