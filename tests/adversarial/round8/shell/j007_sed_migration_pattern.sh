#!/usr/bin/env bash
set -euo pipefail
for f in $(grep -rl -- '--enable-hisparse' recipes/); do
  sed -i 's/--kv-cache-dtype fp8_e5m2/--kv-cache-dtype fp8_e4m3/g; s/ --enable-mixed-chunk//g' "$f"
done
