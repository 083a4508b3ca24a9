#!/usr/bin/env bash
# Turn SGLang's start-up refusals into one-line hints for the on-call channel.
log=${1:-/var/log/sglang/server.log}
while IFS= read -r line; do
  case "$line" in
    *"requires --disable-radix-cache"*) echo "hint: add --disable-radix-cache next to --enable-hisparse" ;;
    *"KV cache dtypes, but got --kv-cache-dtype=fp8_e5m2"*) echo "hint: use --kv-cache-dtype fp8_e4m3" ;;
    *"does not support --enable-mixed-chunk"*) echo "hint: drop --enable-mixed-chunk" ;;
  esac
done < "$log"
