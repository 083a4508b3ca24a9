#!/usr/bin/env bash
# Which of last week's servers still started with a refused HiSparse dtype?
set -euo pipefail
LOG_DIR=${1:-/var/log/sglang}

grep -l -- '--enable-hisparse' "$LOG_DIR"/*.log \
  | xargs -r grep -H -E -- '--kv-cache-dtype[ =](fp8_e5m2|nvfp4|mxfp8)' \
  | sed -E 's/^([^:]+):.*--kv-cache-dtype[ =]([a-z0-9_]+).*/\1\t\2/' \
  | sort -u > refused_dtypes.tsv

journalctl -u 'sglang@*' --since '7 days ago' --no-pager \
  | grep -c 'HiSparse requires one of' || true
