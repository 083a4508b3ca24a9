#!/usr/bin/env bash
set -euo pipefail
MODEL=${MODEL:-deepseek-ai/DeepSeek-V3.2}
IB_DEVICE=${IB_DEVICE:-mlx5_0}

start_prefill() {
  python3 -m sglang.launch_server --model-path "$MODEL" --trust-remote-code \
    --tp 8 --disaggregation-mode prefill \
    --disaggregation-transfer-backend mooncake --disaggregation-ib-device "$IB_DEVICE" \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
    --host 0.0.0.0 --port 30000 > prefill.log 2>&1 &
}

start_decode() {
  python3 -m sglang.launch_server --model-path "$MODEL" --trust-remote-code \
    --tp 8 --disaggregation-mode decode \
    --disaggregation-transfer-backend mooncake --disaggregation-ib-device "$IB_DEVICE" \
    --enable-hisparse --kv-cache-dtype fp8_e4m3 \
    --nsa-decode-backend flashmla_kv \
    --host 0.0.0.0 --port 30001 > decode.log 2>&1 &
}

start_prefill
start_decode
python3 -m sglang_router.launch_router --pd-disaggregation \
  --prefill http://127.0.0.1:30000 --decode http://127.0.0.1:30001 --port 8000
