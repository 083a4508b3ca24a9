#!/usr/bin/env bash
# A/B on one node: baseline first, then the same options with HiSparse.
set -euo pipefail

ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --kv-cache-dtype fp8_e4m3 --enable-mixed-chunk)

# 1) baseline
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000 > baseline.log 2>&1 &
pid=$!
./bench.sh 30000 baseline
kill "$pid"; wait "$pid" || true

# 2) HiSparse can't take mixed chunks: pop the last option, then add HiSparse
unset 'ARGS[${#ARGS[@]}-1]'
ARGS+=(--enable-hisparse --disable-radix-cache)
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000 > hisparse.log 2>&1 &
pid=$!
./bench.sh 30000 hisparse
kill "$pid"; wait "$pid" || true
