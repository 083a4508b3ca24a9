#!/bin/bash
KV=fp8_e5m2
case "$MODE" in
  hs) python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype $KV ;&
  base) python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --kv-cache-dtype $KV --port 30001 ;;
esac
