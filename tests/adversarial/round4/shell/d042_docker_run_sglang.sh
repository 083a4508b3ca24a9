#!/usr/bin/env bash
set -euo pipefail
docker run --gpus all --shm-size 32g -p 30000:30000 lmsysorg/sglang:latest \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --host 0.0.0.0
