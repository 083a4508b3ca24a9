#!/bin/bash
# The profile exports the CPU switch for the CPU CI jobs; strip it for the GPU sandbox.
export SGLANG_USE_CPU_ENGINE=1

bwrap --ro-bind / / --dev-bind /dev /dev --proc /proc \
  --unsetenv SGLANG_USE_CPU_ENGINE \
  --setenv HF_HUB_OFFLINE 1 \
  python3 -m sglang.launch_server \
    --model-path /data/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype bfloat16 \
    --port 30000
