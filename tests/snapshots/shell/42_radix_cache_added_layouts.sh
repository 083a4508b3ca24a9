#!/usr/bin/env bash
# DeepSeek-V3.2-Exp HiSparse recipes from a team's launch folder: a smoke test on
# one line, the server split over lines, and a second instance whose last word is the flag.
# hisparse-fix-test run:
# hisparse-fix-test run: SMOKE=1
set -euo pipefail

MODEL=deepseek-ai/DeepSeek-V3.2-Exp

if [[ "${SMOKE:-0}" == 1 ]]; then
  python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30010 > smoke.log 2>&1
  exit 0
fi

CUDA_VISIBLE_DEVICES=0,1,2,3 python3 -m sglang.launch_server \
    --model-path "$MODEL" \
    --tp 4 \
    --trust-remote-code \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --mem-fraction-static 0.85 \
    --port 30000 &

CUDA_VISIBLE_DEVICES=4,5,6,7 sglang serve \
    --model-path "$MODEL" \
    --tp 4 \
    --port 30001 \
    --enable-hisparse \
    --disable-radix-cache
wait
