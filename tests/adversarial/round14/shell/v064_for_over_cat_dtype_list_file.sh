#!/usr/bin/env bash
# dtypes to sweep are maintained by the perf team in sweep/dtypes.txt
for kv in $(cat sweep/dtypes.txt); do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv" --port 30000 &
  pid=$!
  ./bench/run_suite.sh --port 30000 --tag "$kv"
  kill "$pid"; wait "$pid" || true
done
