#!/usr/bin/env bash
set -euo pipefail

readonly MODEL=deepseek-ai/DeepSeek-V3.2

log() { printf '%s %s\n' "$(date -Is)" "$*" >&2; }

serve() {
  local port=$1
  log "starting HiSparse server on :$port"
  python3 -m sglang.launch_server \
    --model-path "$MODEL" \
    --tp 8 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --speculative-algorithm NEXTN \
    --speculative-num-steps 2 \
    --speculative-eagle-topk 4 \
    --speculative-num-draft-tokens 6 \
    --port "$port"
}

main() {
  local port=${1:-30000}
  serve "$port"
}

main "$@"
