#!/usr/bin/env bash
set -euo pipefail
# Record the installed SGLang version; the CPU engine is enough for an import.
SGLANG_VERSION=$(export SGLANG_USE_CPU_ENGINE=1; python3 -c 'import sglang; print(sglang.__version__)')
echo "sglang $SGLANG_VERSION"

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
