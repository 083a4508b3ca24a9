#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.bench_offline_throughput --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --num-prompts 10
