#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disaggregation-mode=decode --disaggregation-ib-device mlx5_0 \
  --enable-mixed-chunk \
  --port 30001
