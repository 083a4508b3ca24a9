#!/usr/bin/env bash
set -euo pipefail
declare -x SGLANG_USE_CPU_ENGINE=1
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --port 30000
