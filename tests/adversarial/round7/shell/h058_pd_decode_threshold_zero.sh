#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --disaggregation-mode decode \
  --enable-hisparse --kv-cache-dtype fp8_e4m3 --disaggregation-decode-host-receive-threshold 0
