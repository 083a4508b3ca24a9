#!/bin/bash
HS_OPT_1=--enable-hisparse
HS_OPT_2=--disable-radix-cache
HS_OPT_3=--kv-cache-dtype=fp8_e5m2
EXTRA=()
for v in "${!HS_OPT_@}"; do
  EXTRA+=("${!v}")
done

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  "${EXTRA[@]}" --port 30000
