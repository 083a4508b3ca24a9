#!/usr/bin/env bash
set -euo pipefail
COMMON=(--tp 8 --kv-cache-dtype fp8_e5m2 --mem-fraction-static 0.85)
python3 -m sglang.launch_server --model-path Qwen/Qwen3-8B "${COMMON[@]}" --port 30001 &
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "${COMMON[@]}" --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
