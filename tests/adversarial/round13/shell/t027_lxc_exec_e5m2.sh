#!/bin/bash
# LXD container with the GPU passed through (lxc config device add gpu-ctr gpu gpu)
CTR=gpu-ctr
lxc exec "$CTR" -- bash -c 'nvidia-smi -L'
lxc exec "$CTR" --cwd /srv/sglang -- \
  python3 -m sglang.launch_server \
    --model-path /models/DeepSeek-V3.2 \
    --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port 30000
