#!/usr/bin/env bash
# The NFS mount sometimes is not ready right after boot: retry three times.
for attempt in 1 2 3; do
  python3 -m sglang.launch_server --model-path /mnt/nfs/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 \
    --port 30000 && break
  echo "attempt $attempt failed, retrying in 30s" >&2
  sleep 30
done
