#!/usr/bin/env bash
set -euo pipefail
# Fail fast when the ROCm stack or the GPUs are missing.
amd-smi static --asic > /dev/null
amd-smi list

# flags from the B200 recipe, minus the NCCL tuning
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend flashinfer_sparse_mla \
  --port 30000
