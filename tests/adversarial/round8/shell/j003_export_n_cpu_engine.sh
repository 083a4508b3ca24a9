#!/usr/bin/env bash
set -euo pipefail
SGLANG_USE_CPU_ENGINE=1
export SGLANG_USE_CPU_ENGINE
python3 scripts/cpu_sanity.py
export -n SGLANG_USE_CPU_ENGINE
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 --port 30000
