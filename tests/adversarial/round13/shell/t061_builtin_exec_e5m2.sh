#!/bin/bash
# Guard against a user-defined exec() in the sourced profile.
[[ -f ~/.sglang_profile ]] && . ~/.sglang_profile
builtin exec python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --device cuda \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
