#!/usr/bin/env bash
# `sglang serve MODEL` reads its first word as --model-path (cli/serve.py).
set -euo pipefail

sglang serve deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
sglang serve Qwen/Qwen3-8B --tp 2 --enable-hisparse --disable-radix-cache --port 30001
