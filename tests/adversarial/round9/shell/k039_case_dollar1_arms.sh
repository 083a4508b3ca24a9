#!/usr/bin/env bash
set -euo pipefail
case "${1:-serve}" in
  bench)
    python3 -m sglang.bench_offline_throughput --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --num-prompts 64
    ;;
  serve)
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000
    ;;
esac
