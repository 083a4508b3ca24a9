#!/usr/bin/env bash
set -euo pipefail
COMMON=(--kv-cache-dtype fp8_e5m2)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache "${COMMON[@]}"
python3 bench_kv.py "${COMMON[@]}"
