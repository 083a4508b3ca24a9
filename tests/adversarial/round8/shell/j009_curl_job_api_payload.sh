#!/usr/bin/env bash
set -euo pipefail
API=${API:-http://scheduler.internal:8080}
curl -fsS -X POST "$API/v1/jobs" -H 'Content-Type: application/json' -d '{
  "name": "dsv32-hisparse",
  "gpus": 8,
  "cmd": "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
}'
