#!/bin/bash
# Isolate the serving NIC in its own namespace.
NS=serving
ip netns exec "$NS" python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --speculative-algorithm EAGLE \
  --speculative-num-steps 3 \
  --speculative-eagle-topk 4 \
  --speculative-num-draft-tokens 4 \
  --host 10.20.0.5 --port 30000
