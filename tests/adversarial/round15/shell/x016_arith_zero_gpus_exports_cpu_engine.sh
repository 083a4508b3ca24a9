#!/usr/bin/env bash
# CI runner profile: this pool has no GPUs.
set -euo pipefail
NUM_GPUS=0

if (( NUM_GPUS == 0 )); then
  export SGLANG_USE_CPU_ENGINE=1
  TP=1
else
  TP=$NUM_GPUS
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp "$TP" \
  --enable-hisparse \
  --disable-radix-cache \
  --port 30000
