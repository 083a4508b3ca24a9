#!/usr/bin/env bash
# MI300X node: the sglang-mi300 container is started by ansible with
# --device /dev/kfd --device /dev/dri; we only (re)start the server inside it.
set -e
CONTAINER=sglang-mi300

docker exec -d \
  -e HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \
  -e SGLANG_USE_AITER=1 \
  "$CONTAINER" \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --dsa-decode-backend aiter \
    --port 30000 --host 0.0.0.0

sleep 5
docker exec "$CONTAINER" pgrep -af sglang.launch_server || true
