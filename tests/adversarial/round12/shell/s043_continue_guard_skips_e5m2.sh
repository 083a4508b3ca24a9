#!/usr/bin/env bash
# KV dtype sweep: vLLM runs every dtype, SGLang HiSparse only the ones it takes.
set -euo pipefail

for kv in fp8_e4m3 bfloat16 fp8_e5m2; do
  vllm serve deepseek-ai/DeepSeek-V3.2 --tensor-parallel-size 8 --kv-cache-dtype "$kv" --port 8000 &
  VLLM=$!; ./wait_ready.sh 8000; ./bench.sh 8000 "vllm_$kv"; kill "$VLLM"; wait "$VLLM" || true

  if [[ $kv == fp8_e5m2 ]]; then
    continue   # HiSparse refuses e5m2
  fi
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv" --port 30000 &
  SGL=$!; ./wait_ready.sh 30000; ./bench.sh 30000 "sglang_$kv"; kill "$SGL"; wait "$SGL" || true
done
