#!/usr/bin/env bash
# MI325X node with the AMD Container Toolkit.
docker run --rm --runtime=amd -e AMD_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \
  --network host --ipc host -v /data/models:/models \
  registry.internal/llm/sglang-serve:0.5.23 \
  python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-prefill-backend tilelang --dsa-decode-backend tilelang \
  --port 30000
