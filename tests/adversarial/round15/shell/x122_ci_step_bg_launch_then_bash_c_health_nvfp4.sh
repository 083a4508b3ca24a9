#!/usr/bin/env bash
# GitHub Actions step: start the server, wait for health, run the smoke eval.
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype nvfp4 \
  --port 30000 > server.log 2>&1 &
timeout 900 bash -c 'until curl -sf http://127.0.0.1:30000/health; do sleep 10; done'
python3 -m sglang.test.few_shot_gsm8k --port 30000 --num-questions 200
