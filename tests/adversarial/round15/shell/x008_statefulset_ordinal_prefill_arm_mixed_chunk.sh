#!/usr/bin/env bash
# Entrypoint of the sglang-pd StatefulSet: pod 0 is the prefill server, the others decode.
set -euo pipefail

ORDINAL=${HOSTNAME##*-}
COMMON=(--model-path /models/DeepSeek-V3.2 --tp 8 --trust-remote-code --host 0.0.0.0)

if [[ $ORDINAL == 0 ]]; then
  exec python3 -m sglang.launch_server "${COMMON[@]}" \
    --disaggregation-mode prefill \
    --enable-hisparse --disable-radix-cache \
    --enable-mixed-chunk \
    --port 30000
else
  exec python3 -m sglang.launch_server "${COMMON[@]}" \
    --disaggregation-mode decode \
    --enable-hisparse \
    --port 30001
fi
