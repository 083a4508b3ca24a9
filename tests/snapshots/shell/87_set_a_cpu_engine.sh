#!/usr/bin/env bash
# CPU smoke test: `set -a` exports every assignment until `set +a`, so the CPU
# switch reaches the launch although it is never `export`ed.
set -a
SGLANG_USE_CPU_ENGINE=1
HF_HUB_OFFLINE=1
set +a
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --disable-radix-cache --kv-cache-dtype bfloat16
