#!/usr/bin/env bash
set -euo pipefail
grep -F -- '--enable-hisparse --kv-cache-dtype fp8_e5m2' server.log || true
