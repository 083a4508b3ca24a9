#!/usr/bin/env bash
# 1P1D on one 16-GPU box + router. Both roles share the model options.
set -euo pipefail
mkdir -p logs
KV=fp8_e5m2
MODEL_ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8 --trust-remote-code
  --enable-hisparse
  --kv-cache-dtype "$KV"
  --disaggregation-transfer-backend mooncake
)

python3 -m sglang.launch_server "${MODEL_ARGS[@]}" \
  --disaggregation-mode prefill --disable-radix-cache \
  --base-gpu-id 0 --port 30000 > logs/prefill.log 2>&1 &

python3 -m sglang.launch_server "${MODEL_ARGS[@]}" \
  --disaggregation-mode decode \
  --base-gpu-id 8 --port 30001 > logs/decode.log 2>&1 &

python3 -m sglang_router.launch_router --pd-disaggregation \
  --prefill http://127.0.0.1:30000 --decode http://127.0.0.1:30001 \
  --host 0.0.0.0 --port 8000 &
wait
