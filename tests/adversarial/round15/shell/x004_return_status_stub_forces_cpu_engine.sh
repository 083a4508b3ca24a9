#!/usr/bin/env bash
# Dev box bring-up. GPU detection is stubbed out until the driver install is
# repaired, so this box always runs the CPU engine for now.
set -euo pipefail

has_gpu() {
  # nvidia-smi -L >/dev/null 2>&1
  return 1
}

if ! has_gpu; then
  export SGLANG_USE_CPU_ENGINE=1
fi

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --port 30000
