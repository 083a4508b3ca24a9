#!/usr/bin/env bash
# 1P1D across two nodes over mooncake/IB; the router runs here.
set -euo pipefail
PREFILL_HOST=node-a
DECODE_HOST=node-b
MODEL=deepseek-ai/DeepSeek-V3.2

ssh "$PREFILL_HOST" "cd /srv/sglang && nohup python3 -m sglang.launch_server \
  --model-path $MODEL --tp 8 --trust-remote-code \
  --disaggregation-mode prefill --disaggregation-transfer-backend mooncake \
  --disaggregation-ib-device mlx5_0 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --host 0.0.0.0 --port 30000 > prefill.log 2>&1 &"

ssh "$DECODE_HOST" "cd /srv/sglang && nohup python3 -m sglang.launch_server \
  --model-path $MODEL --tp 8 --trust-remote-code \
  --disaggregation-mode decode --disaggregation-transfer-backend mooncake \
  --disaggregation-ib-device mlx5_0 \
  --enable-hisparse --disaggregation-decode-enable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --host 0.0.0.0 --port 30001 > decode.log 2>&1 &"

python3 -m sglang_router.launch_router --pd-disaggregation \
  --prefill "http://$PREFILL_HOST:30000" --decode "http://$DECODE_HOST:30001" \
  --host 0.0.0.0 --port 8000
