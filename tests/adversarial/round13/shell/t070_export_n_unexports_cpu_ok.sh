#!/bin/bash
# The site profile exports the CPU switch on every login node; unexport it for the GPU run.
source /etc/profile.d/sglang.sh 2>/dev/null || true
export SGLANG_USE_CPU_ENGINE=1     # what the profile does on login nodes
export -n SGLANG_USE_CPU_ENGINE

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --port 30000
