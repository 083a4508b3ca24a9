#!/usr/bin/env bash
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1
python3 -m sglang.bench_one_batch --model-path Qwen/Qwen3-0.6B --batch-size 1 --input-len 16 --output-len 4
env -u SGLANG_USE_CPU_ENGINE python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --port 30000
