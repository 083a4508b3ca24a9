#!/usr/bin/env bash
docker run --rm --device=/dev/kfd --device=/dev/dri --group-add video \
  --ipc=host --shm-size 32g -v /data/models:/models \
  lmsysorg/sglang:v0.5.23-rocm700-mi30x \
  python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
    --dsa-prefill-backend aiter --dsa-decode-backend tilelang --port 30000
