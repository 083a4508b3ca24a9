#!/bin/bash
python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-prefill-backend flashmla_sparse --dsa-decode-backend flashmla_sparse \
  --port 30000 2>&1 | ts '%FT%T' | tee -a /var/log/sglang/glm5.log
