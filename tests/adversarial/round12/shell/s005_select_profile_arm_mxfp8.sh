#!/usr/bin/env bash
# Interactive launcher for the lab box: pick a profile from the menu.
set -uo pipefail

MODEL=deepseek-ai/DeepSeek-V3.2
PS3="Which profile? "
select PROFILE in hisparse-fp8 hisparse-bf16 baseline quit; do
  [[ -n ${PROFILE:-} ]] && break
  echo "pick a number from the list" >&2
done

case "${PROFILE:-quit}" in
  hisparse-fp8)
    ARGS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8)
    ;;
  hisparse-bf16)
    ARGS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse)
    ;;
  baseline)
    ARGS=(--kv-cache-dtype fp8_e4m3)
    ;;
  *)
    exit 0
    ;;
esac

python3 -m sglang.launch_server --model-path "$MODEL" --tp 8 --port 30000 "${ARGS[@]}"
