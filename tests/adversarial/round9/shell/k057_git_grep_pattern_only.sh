#!/usr/bin/env bash
set -euo pipefail
git grep -nE -- '--enable-hisparse.*--kv-cache-dtype[ =]fp8_e5m2' -- '*.sh' '*.yaml' || echo "clean"
