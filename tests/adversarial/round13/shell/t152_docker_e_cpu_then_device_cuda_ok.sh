#!/bin/bash
docker run --rm --gpus all --ipc=host \
  -e SGLANG_USE_CPU_ENGINE=1 \
  -v /data:/data -p 30000:30000 \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server \
    --model-path /data/DeepSeek-V3.2 --device cuda --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 \
    --port 30000
