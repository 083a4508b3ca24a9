#!/usr/bin/env bash
set -euo pipefail
srun --nodes=1 --gpus-per-node=8 \
  --container-image=lmsysorg/sglang:v0.5.23-rocm700-mi30x \
  --container-mounts=/models:/models \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend tilelang
