#!/usr/bin/env bash
# DeepSeek-V3.2 with HiSparse on 8xMI300X (ROCm image), TileLang decode backend.
set -euo pipefail

IMAGE=lmsysorg/sglang:v0.5.23-rocm700-mi30x

docker run -it --rm \
  --network=host --ipc=host --privileged \
  --device /dev/kfd --device /dev/dri \
  --group-add video --security-opt seccomp=unconfined \
  -e HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \
  -e SGLANG_USE_AITER=1 \
  -v "$HOME/.cache/huggingface:/root/.cache/huggingface" \
  "$IMAGE" \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 \
    --trust-remote-code \
    --mem-fraction-static 0.85 \
    --disable-radix-cache \
    --enable-hisparse \
    --kv-cache-dtype bfloat16 \
    --dsa-decode-backend tilelang \
    --host 0.0.0.0 \
    --port 30000
