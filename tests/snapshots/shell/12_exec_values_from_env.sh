#!/usr/bin/env bash
# Container entrypoint for DeepSeek-V3.2-Exp with HiSparse.
# KV dtype and decode backend come from the deployment env; extra flags pass through.
# hisparse-fix-test run:
# hisparse-fix-test run: KV_DTYPE=bfloat16 BACKEND=flashmla_sparse TP=4
# hisparse-fix-test run: -- --log-level debug
set -euo pipefail

: "${MODEL_PATH:=deepseek-ai/DeepSeek-V3.2-Exp}"
: "${KV_DTYPE:=fp8_e4m3}"

exec python3 -m sglang.launch_server \
  --model-path "$MODEL_PATH" \
  --tp "${TP:-8}" \
  --trust-remote-code \
  --mem-fraction-static 0.85 \
  --disable-radix-cache \
  --enable-hisparse \
  --kv-cache-dtype "$KV_DTYPE" \
  --dsa-decode-backend ${BACKEND:-tilelang} \
  --host 0.0.0.0 \
  --port 30000 \
  "$@"
