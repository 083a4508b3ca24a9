#!/usr/bin/env bash
set -euo pipefail
set +e
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4
rc=$?
set -e
[ "$rc" -ne 0 ] || { echo 'nvfp4 should be refused'; exit 1; }
