#!/usr/bin/env bash
set -euo pipefail
MODEL=deepseek-ai/DeepSeek-V3.2
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --disaggregation-mode prefill \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000 &
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --disaggregation-mode decode \
  --enable-hisparse --kv-cache-dtype fp8_e4m3 --disaggregation-decode-enable-radix-cache --port 30001 &
wait
