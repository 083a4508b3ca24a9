#!/usr/bin/env bash
# decode node of the PD pair; decode servers run without the radix cache anyway
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --disaggregation-mode decode --disaggregation-ib-device mlx5_0 \
  --disaggregation-decode-enable-offload-kvcache \
  --enable-hisparse --kv-cache-dtype fp8_e4m3 --port 30001
