#!/bin/bash
docker run --rm -it \
  --device /dev/kfd --device /dev/dri \
  --security-opt seccomp=unconfined --group-add video \
  --ipc=host -v "$HOME/.cache/huggingface:/root/.cache/huggingface" \
  -p 30000:30000 \
  lmsysorg/sglang:v0.5.23-rocm700-mi35x \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype bfloat16 \
    --dsa-prefill-backend triton --dsa-decode-backend triton \
    --host 0.0.0.0 --port 30000
