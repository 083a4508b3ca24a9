#!/usr/bin/env bash
set -euo pipefail
cat <<'USAGE'
Usage: serve.sh [--fp8]
Example (fails on 0.5.23):
  python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2
USAGE
printf '%s\n' "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype nvfp4"
