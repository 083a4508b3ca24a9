#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 --disaggregation-mode=prefill --port 30000 &
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 --disaggregation-mode=decode --disaggregation-decode-enable-radix-cache --port 30001 &
wait
