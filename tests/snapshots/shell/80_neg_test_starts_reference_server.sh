#!/usr/bin/env bash
# A/B accuracy check: the fp8_e5m2 cache is compared against a vLLM reference
# server, started only when that dtype is chosen. Rewriting KV_DTYPE would stop
# starting the reference server (and vLLM's own option is never ours to edit).
# hisparse-fix-test run:
# hisparse-fix-test run: KV_DTYPE=bfloat16
set -euo pipefail
KV_DTYPE=fp8_e5m2
MODEL=deepseek-ai/DeepSeek-V3.2

if [[ $KV_DTYPE == fp8_e5m2 ]]; then
  vllm serve "$MODEL" --port 8001 --kv-cache-dtype fp8_e5m2 &
fi

python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype $KV_DTYPE
wait
