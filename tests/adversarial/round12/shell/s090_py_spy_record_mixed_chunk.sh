#!/usr/bin/env bash
# Profile the scheduler while bench_serving hammers it (see bench.sh).
mkdir -p prof
py-spy record --subprocesses --rate 50 -o prof/dsv32_hisparse.svg -- \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --enable-mixed-chunk \
    --port 30000
