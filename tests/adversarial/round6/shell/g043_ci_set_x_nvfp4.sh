#!/usr/bin/env bash
set -euo pipefail
set -x
cleanup() { pkill -P $$ || true; }
trap cleanup EXIT
wait_for_server() {
  for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$1/v1/models" && return 0; sleep 10; done
  return 1
}
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 31000 &
wait_for_server 31000
