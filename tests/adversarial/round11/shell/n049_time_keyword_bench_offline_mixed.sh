#!/usr/bin/env bash
set -euo pipefail
time python3 -m sglang.bench_offline_throughput --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --enable-mixed-chunk --num-prompts 200
