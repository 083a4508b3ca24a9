#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --disaggregation-mode prefill \
  --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000 &
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --disaggregation-mode decode \
  --enable-hisparse --port 30001 &
wait
