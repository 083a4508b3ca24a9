#!/usr/bin/env bash
# ./serve.sh [--hisparse] [--tp N]
set -euo pipefail

TP=8
USE_HS=0
HS_ARGS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)

prev=
for arg; do
  case $arg in
    --hisparse) USE_HS=1 ;;
  esac
  [[ $prev == --tp ]] && TP=$arg
  prev=$arg
done

ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp "$TP" --port 30000)
if (( USE_HS )); then
  ARGS+=("${HS_ARGS[@]}")
fi

exec python3 -m sglang.launch_server "${ARGS[@]}"
