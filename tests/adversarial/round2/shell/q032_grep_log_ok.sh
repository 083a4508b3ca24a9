#!/usr/bin/env bash
set -euo pipefail
# check the server log for the HiSparse dtype error
grep -n -- '--kv-cache-dtype fp8_e5m2' server.log || true
grep -c 'HiSparse requires one of' server.log || true
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
