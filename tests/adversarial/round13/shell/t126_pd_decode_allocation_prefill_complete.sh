#!/bin/bash
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --disaggregation-mode decode \
  --disaggregation-ib-device mlx5_0,mlx5_1 \
  --disaggregation-decode-allocation-policy prefill_complete \
  --enable-hisparse --kv-cache-dtype fp8_e4m3 \
  --port 30001
