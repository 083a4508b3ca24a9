#!/bin/bash
# Rootless bind-mount of the model cache, then serve.
unshare --user --map-root-user --mount bash -c 'mount --bind /scratch/hf ~/.cache/huggingface && exec "$0" "$@"' \
  python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --enable-mixed-chunk \
  --port 30000
