#!/bin/bash
serve() {
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype "$KV" --port "$1"
}
run_h200() { local KV=fp8_e5m2; serve 30000; }
run_b200() { local KV=fp8_e4m3; serve 30001; }

case $(hostname -s) in
  h200-*) run_h200 ;;
  b200-*) run_b200 ;;
esac
