#!/bin/bash
# MI300X node
IMAGE=lmsysorg/sglang:v0.5.23-rocm700-mi30x
docker run --rm -d --name sglang-hs \
  --device=/dev/kfd --device=/dev/dri --group-add video \
  --ipc=host --shm-size 32g \
  -v /data/models:/models \
  -p 30000:30000 \
  "$IMAGE" \
  python3 -m sglang.launch_server \
    --model-path /models/DeepSeek-V3.2 \
    --tp 8 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype bfloat16 \
    --dsa-prefill-backend flashmla_sparse \
    --host 0.0.0.0 --port 30000
