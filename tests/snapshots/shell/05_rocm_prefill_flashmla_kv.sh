#!/bin/bash
# GLM-5 on MI355X (ROCm 7), HiSparse with a pinned prefill backend.
# Run inside the rocm/sgl-dev container.

export HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
export SGLANG_USE_AITER=1

python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 \
  --tp 8 --trust-remote-code \
  --mem-fraction-static 0.85 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --chunked-prefill-size 16384 \
  --host 0.0.0.0 --port 30000
