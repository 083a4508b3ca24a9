#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000 &
SERVER=$!
until curl -sf localhost:30000/health >/dev/null; do sleep 5; done

# CPU-only unit tests of the tokenizer path, run next to the live server.
export SGLANG_USE_CPU_ENGINE=1
python3 -m pytest -q test/srt/test_tokenizer_manager.py
kill "$SERVER"
