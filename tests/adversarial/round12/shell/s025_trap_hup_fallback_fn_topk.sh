#!/usr/bin/env bash
# Supervisor: runs the primary HiSparse server; `kill -HUP <this pid>` swaps it for
# the MTP fallback profile without restarting the pod.
set -uo pipefail

serve_primary() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000 &
  SERVER_PID=$!
}

serve_mtp_fallback() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
    --speculative-algorithm EAGLE --speculative-num-steps 3 \
    --speculative-eagle-topk 2 --speculative-num-draft-tokens 6 --port 30000 &
  SERVER_PID=$!
}

trap 'kill "$SERVER_PID"; wait "$SERVER_PID"; serve_mtp_fallback' HUP
trap 'kill "$SERVER_PID" 2>/dev/null' EXIT

serve_primary
while kill -0 "$SERVER_PID" 2>/dev/null; do
  wait "$SERVER_PID"
done
