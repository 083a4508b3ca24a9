#!/bin/bash
KV=fp8_e5m2
printf -v CMD 'python3 -m sglang.launch_server --model-path %s --enable-hisparse --disable-radix-cache --kv-cache-dtype %s' deepseek-ai/DeepSeek-V3.2-Exp "$KV"
echo "running: $CMD"
eval "$CMD"
