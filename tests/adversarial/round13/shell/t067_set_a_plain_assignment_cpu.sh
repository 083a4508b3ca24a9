#!/bin/bash
# CPU CI runner defaults
set -a
SGLANG_USE_CPU_ENGINE=1
OMP_NUM_THREADS=64
HF_HUB_OFFLINE=1
set +a

python3 -m sglang.launch_server \
  --model-path /ci/models/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --port 30000
