#!/usr/bin/env bash
set -euo pipefail
MODEL=deepseek-ai/DeepSeek-V3.2
HEAD=${HEAD_IP:-10.0.0.1}
# prefill
python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 \
  --disaggregation-mode prefill --disaggregation-ib-device mlx5_0 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --host 0.0.0.0 --port 30000 &
# decode
python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 \
  --disaggregation-mode decode --disaggregation-ib-device mlx5_0 \
  --enable-hisparse --kv-cache-dtype fp8_e5m2 \
  --host 0.0.0.0 --port 30001 &
python3 -m sglang_router.launch_router --pd-disaggregation \
  --prefill "http://$HEAD:30000" --decode "http://$HEAD:30001" \
  --host 0.0.0.0 --port 8000
