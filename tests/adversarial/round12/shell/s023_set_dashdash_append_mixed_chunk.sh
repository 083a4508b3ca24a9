#!/usr/bin/env bash
# Entry point of the serving container: extra flags come from the pod's args.
set -euo pipefail

# cluster default: mixed chunked prefill is always on for our latency SLOs
set -- "$@" --enable-mixed-chunk

exec python3 -m sglang.launch_server \
  --model-path /models/DeepSeek-V3.2 \
  --tp 8 \
  --host 0.0.0.0 \
  --port 30000 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  "$@"
