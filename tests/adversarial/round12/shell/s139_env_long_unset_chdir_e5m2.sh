#!/usr/bin/env bash
# Unit tests use the CPU engine; the server must not.
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1
python3 -m pytest -q tests/cpu_engine   # tokenizer + scheduler unit tests

env --chdir=/srv/sglang --unset=SGLANG_USE_CPU_ENGINE \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port 30000
