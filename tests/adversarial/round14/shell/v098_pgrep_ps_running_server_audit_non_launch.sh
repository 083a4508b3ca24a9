#!/usr/bin/env bash
# Which running servers still need a restart after the e5m2 -> e4m3 change?
pgrep -af 'sglang.launch_server' | grep -- '--enable-hisparse' | while read -r pid args; do
  if grep -q -- '--kv-cache-dtype fp8_e5m2' <<<"$args"; then
    echo "restart needed: pid $pid"
  fi
done
