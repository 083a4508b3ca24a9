#!/usr/bin/env bash
set -euo pipefail
. "$(dirname "$0")/x140_cpu_dev_profile_library_no_launch.sh"

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
