#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --help | grep -A2 -E -- '--enable-hisparse|--kv-cache-dtype'
echo "example: python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"
