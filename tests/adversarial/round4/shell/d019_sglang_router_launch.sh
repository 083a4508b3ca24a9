#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang_router.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --dp 2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
