#!/usr/bin/env bash
set -euo pipefail
LOG=${1:-server.log}
if grep -q "kv_cache_dtype='fp8_e5m2'" "$LOG" && grep -q "enable_hisparse=True" "$LOG"; then
  echo "regression: HiSparse server started with fp8_e5m2" >&2
  exit 1
fi
