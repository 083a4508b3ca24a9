#!/usr/bin/env bash
set -euo pipefail
BASE=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --host 0.0.0.0 --port 30000)
EXTRA=()
if [[ "${LONG_PROMPTS:-0}" == 1 ]]; then
  EXTRA+=(--chunked-prefill-size 8192)
fi
EXTRA+=(--enable-hisparse --disable-radix-cache --enable-mixed-chunk)

# ${EXTRA[@]+...} keeps `set -u` quiet on bash < 4.4 when EXTRA is empty
python3 -m sglang.launch_server "${BASE[@]}" ${EXTRA[@]+"${EXTRA[@]}"}
