#!/usr/bin/env bash
# One server per dtype under test, the dtype filled in by xargs / parallel.
printf '%s\n' fp8_e4m3 bfloat16 | xargs -I{} python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype {}

if command -v parallel >/dev/null; then
  parallel python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype={1} ::: fp8_e4m3 bfloat16
fi
