#!/usr/bin/env bash
set -euo pipefail

# Baseline options, as in the published vLLM comparison (e5m2 KV cache).
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --kv-cache-dtype fp8_e5m2 --port 30000)

# 1) baseline server, no HiSparse
python3 -m sglang.launch_server "${ARGS[@]}" > baseline.log 2>&1 &
pid=$!
./bench.sh 30000 baseline
kill "$pid"; wait "$pid" || true

# 2) HiSparse: same options, but its KV cache has to be fp8_e4m3
for i in "${!ARGS[@]}"; do
  if [[ ${ARGS[i]} == --kv-cache-dtype ]]; then
    ARGS[i+1]=fp8_e4m3
  fi
done
python3 -m sglang.launch_server "${ARGS[@]}" --enable-hisparse --disable-radix-cache > hisparse.log 2>&1 &
pid=$!
./bench.sh 30000 hisparse
kill "$pid"; wait "$pid" || true
