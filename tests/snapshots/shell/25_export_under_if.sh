#!/usr/bin/env bash
# Same launch on GPU boxes and, with CPU_ONLY=1, on the CPU engine.
# hisparse-fix-test run: CPU_ONLY=0
# hisparse-fix-test run: CPU_ONLY=1
set -euo pipefail

if [[ "${CPU_ONLY:-0}" == 1 ]]; then
  export SGLANG_USE_CPU_ENGINE=1
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
