#!/usr/bin/env bash
# LAUNCHER lets the cluster wrap the server (e.g. "srun --export=ALL", "env X=1").
LAUNCHER=${LAUNCHER:-}
$LAUNCHER python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
