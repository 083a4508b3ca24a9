#!/usr/bin/env bash
# ./serve.sh PROFILE, where PROFILE names features joined by '+', e.g. hisparse+fp8+mtp
set -euo pipefail

PROFILE=${1:-hisparse+fp8}
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --port 30000)

case "+$PROFILE+" in
  *+hisparse+*) ARGS+=(--enable-hisparse --disable-radix-cache) ;;&
  *+fp8+*)      ARGS+=(--kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv) ;;&
  *+bf16+*)     ARGS+=(--kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse) ;;&
  *+mtp+*)      ARGS+=(--speculative-algorithm EAGLE --speculative-num-steps 3 --speculative-eagle-topk 1 --speculative-num-draft-tokens 4) ;;
esac

exec python3 -m sglang.launch_server "${ARGS[@]}"
