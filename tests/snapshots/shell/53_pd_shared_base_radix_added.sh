#!/usr/bin/env bash
# PD pair from one base: prefill and decode both run HiSparse; the radix flag was forgotten.
# hisparse-fix-test run: -- prefill
# hisparse-fix-test run: -- decode
set -euo pipefail

BASE=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp
  --tp 8
  --trust-remote-code
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype fp8_e4m3
  --disaggregation-transfer-backend mooncake
)

case "${1:-prefill}" in
  prefill)
    python3 -m sglang.launch_server "${BASE[@]}" --disaggregation-mode prefill --port 30000
    ;;
  decode)
    python3 -m sglang.launch_server "${BASE[@]}" --disaggregation-mode decode --port 30001
    ;;
esac
