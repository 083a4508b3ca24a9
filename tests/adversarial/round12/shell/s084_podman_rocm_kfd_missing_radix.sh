#!/usr/bin/env bash
# MI300X, rootless podman. Video/render groups are kept via keep-groups.
podman run -d --name dsv32-rocm \
  --device /dev/kfd --device /dev/dri \
  --group-add keep-groups \
  --security-opt seccomp=unconfined \
  --ipc=host --shm-size 64g \
  -p 30000:30000 \
  docker.io/lmsysorg/sglang:v0.5.23-rocm700-mi30x \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse \
    --kv-cache-dtype fp8_e4m3 \
    --port 30000 --host 0.0.0.0
