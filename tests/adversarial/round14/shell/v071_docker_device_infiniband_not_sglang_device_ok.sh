#!/usr/bin/env bash
docker run --rm --gpus all --ipc=host --network host \
  --device=/dev/infiniband/uverbs0 --device=/dev/infiniband/rdma_cm \
  --cap-add IPC_LOCK -v /data/models:/models \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
