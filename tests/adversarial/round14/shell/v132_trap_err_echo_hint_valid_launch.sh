#!/usr/bin/env bash
set -eE
trap 'echo "launch failed; note: --kv-cache-dtype fp8_e5m2 and nvfp4 are refused with --enable-hisparse" >&2' ERR
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
