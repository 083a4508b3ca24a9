#!/usr/bin/env bash
set -euo pipefail
coproc SRV { python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 2>&1; }
read -r first_line <&"${SRV[0]}"
echo "$first_line"
