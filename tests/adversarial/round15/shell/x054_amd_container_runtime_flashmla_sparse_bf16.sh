#!/usr/bin/env bash
# MI300X node with the AMD Container Toolkit.
docker run --rm --runtime=amd -e AMD_VISIBLE_DEVICES=all \
  --network host --ipc host -v /data/models:/models \
  registry.internal/llm/sglang-serve:0.5.23 \
  python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-prefill-backend flashmla_sparse \
  --dsa-decode-backend flashmla_sparse \
  --port 30000
