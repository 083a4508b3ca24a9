#!/usr/bin/env bash
set -euo pipefail
git tag -a v2.3.1 -m "recipes: HiSparse now needs --kv-cache-dtype fp8_e4m3 (python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2 is refused)"
