#!/usr/bin/env bash
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1
python3 tests/cpu_smoke.py --model Qwen/Qwen3-0.6B
docker run --rm --gpus all --ipc=host lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
