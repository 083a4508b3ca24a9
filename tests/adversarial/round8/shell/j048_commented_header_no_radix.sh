#!/usr/bin/env bash
set -euo pipefail
# DeepSeek-V3.2 with HiSparse, 8xH200
# Throughput config from the perf sweep (2026-11)
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --mem-fraction-static 0.85 \
  --port 30000
