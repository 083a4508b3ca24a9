#!/bin/bash
# Print what would run, then run it for real.
sglang() { printf '[dry-run] sglang %s\n' "$*"; }

sglang serve --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2

unset -f sglang
read -rp "Looks right? Start with fp8_e4m3 instead [y/N] " ok
[[ $ok == y ]] || exit 0

sglang serve --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
