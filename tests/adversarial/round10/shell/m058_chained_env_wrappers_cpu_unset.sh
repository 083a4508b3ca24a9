#!/usr/bin/env bash
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1
python3 scripts/cpu_tokenizer_check.py
env -u SGLANG_USE_CPU_ENGINE nice -n 5 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
