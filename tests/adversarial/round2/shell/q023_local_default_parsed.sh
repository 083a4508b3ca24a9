#!/usr/bin/env bash
set -euo pipefail
serve() {
  local kv="fp8_e5m2" backend=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --kv) kv="$2"; shift 2 ;;
      *) shift ;;
    esac
  done
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv"
}
serve "$@"
