#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse \
  --disaggregation-mode prefill --disaggregation-ib-device mlx5_0 \
  --kv-cache-dtype fp8_e4m3 --port 30000
