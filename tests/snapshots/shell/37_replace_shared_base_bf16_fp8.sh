#!/usr/bin/env bash
# A bf16 and an fp8 server share one base array that pins a backend for both.
# Meant for `--backend-fix replace`: the bf16 launch needs flashmla_sparse and the
# fp8 one flashmla_kv, so no single value fits the shared text.
set -euo pipefail

BASE=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp
  --tp 8 --trust-remote-code
  --enable-hisparse --disable-radix-cache
)

python3 -m sglang.launch_server "${BASE[@]}" --kv-cache-dtype bfloat16 --port 30000 &
python3 -m sglang.launch_server "${BASE[@]}" --kv-cache-dtype fp8_e4m3 --port 30001 &
wait
