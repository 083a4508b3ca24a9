#!/usr/bin/env bash
set -euo pipefail
MODEL=/models/DeepSeek-V3.2-kv-fp8_e5m2-calib
python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2-kv-fp8_e5m2-calib --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
