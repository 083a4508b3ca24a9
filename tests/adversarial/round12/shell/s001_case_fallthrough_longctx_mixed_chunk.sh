#!/usr/bin/env bash
# serve_profile.sh PROFILE -- start the DeepSeek-V3.2 server for one of our profiles.
#   hisparse   HiSparse, radix cache off
#   long-ctx   HiSparse plus the long-context knobs (falls through into hisparse)
#   baseline   plain server, for A/B numbers
set -euo pipefail

PROFILE=${1:?usage: $0 hisparse|long-ctx|baseline}
MODEL=deepseek-ai/DeepSeek-V3.2
ARGS=(--model-path "$MODEL" --tp 8 --trust-remote-code --port 30000)

case "$PROFILE" in
  long-ctx)
    ARGS+=(--context-length 131072 --chunked-prefill-size 16384 --enable-mixed-chunk)
    ;&
  hisparse)
    ARGS+=(--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3)
    ;;
  baseline)
    ARGS+=(--kv-cache-dtype fp8_e4m3)
    ;;
  *)
    echo "unknown profile: $PROFILE" >&2
    exit 2
    ;;
esac

exec python3 -m sglang.launch_server "${ARGS[@]}"
