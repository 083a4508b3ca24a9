#!/usr/bin/env bash
set -euo pipefail
if [[ "$(uname -m)" == "aarch64" ]]; then
  export NCCL_MNNVL_ENABLE=1
  export NCCL_CUMEM_ENABLE=1
else
  export NCCL_IB_HCA=mlx5
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
