#!/usr/bin/env bash
# Variables from a .env file reach the host's launch, not the container's:
# `docker run` passes only its own -e values.
export $(grep -v '^#' .env 2>/dev/null | xargs)
docker run --gpus all --shm-size 32g lmsysorg/sglang:latest \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --port 30001 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
