#!/usr/bin/env bash
set -euo pipefail
git add serve.sh
git commit -m "serve: was python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2, now fp8_e4m3"
