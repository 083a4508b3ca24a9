#!/usr/bin/env bash
podman run --rm --device /dev/kfd --device /dev/dri --security-opt seccomp=unconfined \
  -v /data/models:/models docker.io/lmsysorg/sglang:v0.5.23-rocm700-mi35x \
  python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000
