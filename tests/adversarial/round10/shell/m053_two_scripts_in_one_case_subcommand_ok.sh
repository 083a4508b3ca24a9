#!/usr/bin/env bash
set -euo pipefail
case "${1:-serve}" in
  serve)
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv --port 30000 ;;
  bench)
    python3 -m sglang.bench_serving --backend sglang --port 30000 --num-prompts 200 --extra-request-body '{"note": "kv fp8_e5m2 --enable-mixed-chunk"}' ;;
esac
