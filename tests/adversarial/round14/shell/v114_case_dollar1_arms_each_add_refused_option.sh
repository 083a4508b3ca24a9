#!/usr/bin/env bash
run() {
  local -a opts=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache)
  case "$1" in
    long) opts+=(--context-length 131072 --enable-mixed-chunk) ;;
    spec) opts+=(--speculative-algorithm EAGLE --speculative-num-steps 2 --speculative-eagle-topk 2) ;;
    *)    ;;
  esac
  python3 -m sglang.launch_server "${opts[@]}" --port 30000
}
run "${1:-plain}"
