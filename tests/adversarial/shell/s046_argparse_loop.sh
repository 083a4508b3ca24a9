#!/bin/bash
while [[ $# -gt 0 ]]; do
  case "$1" in
    --kv) KV="$2"; shift 2;;
    --hisparse) HS=1; shift;;
    *) echo "unknown $1"; exit 1;;
  esac
done
KV=${KV:-fp8_e4m3}
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --kv-cache-dtype "$KV")
if [[ ${HS:-0} == 1 ]]; then
  ARGS+=(--enable-hisparse --disable-radix-cache)
fi
python3 -m sglang.launch_server "${ARGS[@]}"
