#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --json-model-override-args '{"quantization_config": {"kv_cache_dtype": "fp8_e5m2"}}' --port 30000
