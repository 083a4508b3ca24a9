#!/bin/bash
# A/B: baseline vs hisparse, same dtype
for HS in "" "--enable-hisparse --disable-radix-cache"; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --kv-cache-dtype fp8_e5m2 $HS --port 30000 &
  pid=$!
  sleep 120
  python3 bench.py --tag "hs=$HS"
  kill $pid; wait $pid || true
done
