#!/usr/bin/env bash
set -euo pipefail
srun --nodes=1 --gpus-per-node=8 --container-image=lmsysorg/sglang:v0.5.23-cu129 \
  --container-mounts=/models:/models \
  python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 --port 30000
