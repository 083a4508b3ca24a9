#!/usr/bin/env bash
# Feature list -> server options. Edit FEATURES to change what the server runs with.
set -euo pipefail

FEATURES=(hisparse fp8kv mixed-chunk)

ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --port 30000)
for f in "${FEATURES[@]}"; do
  case $f in
    hisparse)    ARGS+=(--enable-hisparse --disable-radix-cache) ;;
    fp8kv)       ARGS+=(--kv-cache-dtype fp8_e4m3) ;;
    mixed-chunk) ARGS+=(--enable-mixed-chunk --chunked-prefill-size 8192) ;;
    mtp)         ARGS+=(--speculative-algorithm EAGLE --speculative-num-steps 3 --speculative-eagle-topk 1 --speculative-num-draft-tokens 4) ;;
    *)           echo "unknown feature $f" >&2; exit 2 ;;
  esac
done

python3 -m sglang.launch_server "${ARGS[@]}"
