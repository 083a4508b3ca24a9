#!/usr/bin/env bash
# A PD wrapper takes its role as `$1`; the decode call's role reaches
# `--disaggregation-mode` through `local role=$1`.
serve() {
  local role=$1
  local port=$2
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
    --port "$port" --disaggregation-mode "$role" \
    --disaggregation-decode-enable-radix-cache
}
serve prefill 30000
serve decode 30001
