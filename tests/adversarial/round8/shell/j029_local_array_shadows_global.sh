#!/usr/bin/env bash
set -euo pipefail
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3)
bench() {
  local -a ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
  python3 -m sglang.bench_one_batch_server "${ARGS[@]}" --batch-size 8 --input-len 1024 --output-len 128
}
bench
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
