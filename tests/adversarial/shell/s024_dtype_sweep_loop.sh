#!/bin/bash
for KV in fp8_e4m3 fp8_e5m2 bfloat16; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype $KV --port 30000 &
  sleep 90; python3 bench.py --kv $KV; kill %1; wait
done
