#!/usr/bin/env bash
set -euo pipefail
target_serve() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2
}
target_bench() {
  python3 -m sglang.bench_serving --backend sglang --num-prompts 100
}
"target_${1:-serve}"
