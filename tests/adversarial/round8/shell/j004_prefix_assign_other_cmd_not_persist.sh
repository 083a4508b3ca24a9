#!/usr/bin/env bash
set -euo pipefail
SGLANG_USE_CPU_ENGINE=1 python3 scripts/cpu_sanity.py --quick
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 --host 0.0.0.0 --port 30000
