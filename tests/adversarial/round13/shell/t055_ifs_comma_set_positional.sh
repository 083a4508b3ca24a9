#!/bin/bash
# Options arrive from the scheduler as one comma-separated string.
CSV="--enable-hisparse,--disable-radix-cache,--kv-cache-dtype,fp8_e5m2,--tp,8"
OLDIFS=$IFS
IFS=,
set -- $CSV
IFS=$OLDIFS

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "$@" --port 30000
