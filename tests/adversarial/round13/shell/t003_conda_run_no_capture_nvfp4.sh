#!/usr/bin/env bash
# Launch GLM-5 with HiSparse from the shared conda env.
# Usage: ./serve_glm5.sh [port]
set -e
PORT="${1:-30000}"
export CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7

conda run -n sglang --no-capture-output \
  python -m sglang.launch_server \
  --model-path zai-org/GLM-5 \
  --tp-size 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --mem-fraction-static 0.85 \
  --port "$PORT"
