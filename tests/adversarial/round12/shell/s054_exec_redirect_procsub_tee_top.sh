#!/usr/bin/env bash
# Everything this script prints (and the server's logs) also goes to a run log.
set -euo pipefail
exec > >(tee -a "run_$(date +%Y%m%d_%H%M%S).log") 2>&1

echo "host: $(hostname)  start: $(date -Is)"
nvidia-smi --query-gpu=name,memory.total --format=csv

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-prefill-backend flashmla_sparse \
  --port 30000
