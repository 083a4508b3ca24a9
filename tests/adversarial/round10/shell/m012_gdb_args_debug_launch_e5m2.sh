#!/usr/bin/env bash
set -euo pipefail
gdb -q -ex run -ex bt --args \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 1 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
