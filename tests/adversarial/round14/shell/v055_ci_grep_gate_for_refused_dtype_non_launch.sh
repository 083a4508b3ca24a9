#!/usr/bin/env bash
# CI gate: fail if any recipe still pairs HiSparse with fp8_e5m2
if grep -rlE -- '--enable-hisparse.*--kv-cache-dtype[ =]fp8_e5m2' recipes/; then
  echo "::error::recipes above use fp8_e5m2 with --enable-hisparse (use fp8_e4m3)"
  exit 1
fi
