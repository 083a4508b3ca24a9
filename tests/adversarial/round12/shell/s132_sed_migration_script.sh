#!/usr/bin/env bash
# One-off migration of our recipe folder to SGLang 0.5.23's HiSparse rules.
set -euo pipefail
shopt -s globstar nullglob
files=(recipes/**/*.sh)
grep -l -- '--enable-hisparse' "${files[@]}" | while read -r f; do
  sed -i -E \
    -e 's/--kv-cache-dtype([ =])fp8_e5m2/--kv-cache-dtype\1fp8_e4m3/g' \
    -e 's/ --enable-mixed-chunk//g' \
    -e 's/--nsa-(prefill|decode)-backend/--dsa-\1-backend/g' \
    "$f"
  echo "migrated $f"
done
