#!/usr/bin/env bash
# SGLANG_USE_CPU_ENGINE switches SGLang to CPU only when it is exactly "1":
# "true" and "yes" leave the GPU launch as it is.
set -euo pipefail

export SGLANG_USE_CPU_ENGINE=true

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000

SGLANG_USE_CPU_ENGINE=yes python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --port 30001
