#!/usr/bin/env bash
set -euo pipefail
launch_role() {
  local role=$1
  local -a args=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --kv-cache-dtype fp8_e4m3)
  if [[ $role == prefill ]]; then
    args+=(--disaggregation-mode prefill --disable-radix-cache --port 30000)
  else
    args+=(--disaggregation-mode decode --enable-mixed-chunk --port 30001)
  fi
  python3 -m sglang.launch_server "${args[@]}"
}
launch_role prefill &
launch_role decode &
wait
