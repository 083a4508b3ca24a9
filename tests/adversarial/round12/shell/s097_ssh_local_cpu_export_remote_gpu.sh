#!/usr/bin/env bash
# Laptop-side helper: run the CPU unit tests locally, then start the real
# server on gpu01 over ssh.
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1
python3 -m pytest -q tests/unit -k "not gpu"

ssh -o BatchMode=yes gpu01 "cd /srv/sglang && source .venv/bin/activate && \
  nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 --port 30000 > server.log 2>&1 &"
