#!/usr/bin/env bash
# 1P1D on one 16-GPU box. HiSparse only pays off on the decode side, so the
# prefill server is a plain DSA server.
set -euo pipefail
mkdir -p logs

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --disaggregation-mode prefill \
  --disaggregation-transfer-backend mooncake \
  --kv-cache-dtype fp8_e4m3 \
  --base-gpu-id 0 --port 30000 > logs/prefill.log 2>&1 &

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --disaggregation-mode decode \
  --disaggregation-transfer-backend mooncake \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --base-gpu-id 8 --port 30001 > logs/decode.log 2>&1 &

python3 -m sglang_router.launch_router --pd-disaggregation \
  --prefill http://127.0.0.1:30000 --decode http://127.0.0.1:30001 \
  --port 8000 &
wait
