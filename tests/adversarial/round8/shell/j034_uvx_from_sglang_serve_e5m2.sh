#!/usr/bin/env bash
set -euo pipefail
uvx --from 'sglang[all]==0.5.23' sglang serve --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
