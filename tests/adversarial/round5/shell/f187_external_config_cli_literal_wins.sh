#!/usr/bin/env bash
set -euo pipefail
sglang serve --config /etc/sglang/base.yaml --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
