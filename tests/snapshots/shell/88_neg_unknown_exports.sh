#!/usr/bin/env bash
# The environment comes from a .env file the tool does not read; it may hold
# SGLANG_USE_CPU_ENGINE=1.
export $(grep -v '^#' .env 2>/dev/null | xargs)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
