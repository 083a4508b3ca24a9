#!/usr/bin/env bash
# Tokenizer smoke test runs on the CPU engine, the server itself on the GPUs.
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1
python3 tests/tokenizer_smoke.py --model deepseek-ai/DeepSeek-V3.2
declare +x SGLANG_USE_CPU_ENGINE   # keep the value for the summary, stop passing it on

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
echo "cpu engine flag during smoke test: ${SGLANG_USE_CPU_ENGINE}"
