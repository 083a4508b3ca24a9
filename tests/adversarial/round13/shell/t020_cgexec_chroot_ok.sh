#!/bin/bash
# Run inside the prepared rootfs with the GPU cgroup limits.
ROOTFS=/srv/rootfs/sglang-0.5.23
cgexec -g memory,cpu:serving/sglang \
  chroot "$ROOTFS" /usr/bin/python3 -m sglang.launch_server \
    --model-path /models/DeepSeek-V3.2 \
    --tp 8 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --dsa-decode-backend flashinfer_sparse_mla \
    --port 30000
