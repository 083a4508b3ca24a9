#!/usr/bin/env bash
# containerd host (no docker daemon)
nerdctl run -d --gpus all --name dsv32 --net host -v /models:/models \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
