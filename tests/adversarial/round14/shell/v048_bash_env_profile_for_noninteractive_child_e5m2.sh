#!/usr/bin/env bash
# BASH_ENV makes the non-interactive child shell read the cluster profile first
# (module loads, NCCL settings, and whatever else ops put there).
BASH_ENV=/etc/profile.d/cluster.sh bash -c '
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
'
