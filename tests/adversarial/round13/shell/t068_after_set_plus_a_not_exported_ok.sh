#!/bin/bash
set -a
HF_HUB_OFFLINE=1
NCCL_IB_DISABLE=0
set +a
# shell-local only: used by the pytest selection below, not exported
SGLANG_USE_CPU_ENGINE=1
[[ $SGLANG_USE_CPU_ENGINE == 1 ]] && echo "CPU tests will be skipped on this GPU node"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
