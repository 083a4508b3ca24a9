#!/usr/bin/env bash
# shared CI image exports the CPU switch for its unit tests
export SGLANG_USE_CPU_ENGINE=1
python3 -m pytest -q tests/cpu_unit
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --device cuda \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
