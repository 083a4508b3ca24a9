#!/usr/bin/env bash
python3 -m sglang.launch_server --model-path=deepseek-ai/DeepSeek-V3.2 --tp=8 \
  --disaggregation-mode=decode --disaggregation-ib-device=mlx5_0 \
  --enable-hisparse --kv-cache-dtype=bfloat16 --port=30001
