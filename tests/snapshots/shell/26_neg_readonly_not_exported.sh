#!/usr/bin/env bash
# Settings block shared with the CPU test runner; readonly does not export,
# so the server below still runs on the GPUs.
set -euo pipefail

readonly SGLANG_USE_CPU_ENGINE=1
readonly MODEL=deepseek-ai/DeepSeek-V3.2-Exp

python3 -m sglang.launch_server \
  --model-path "$MODEL" \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
