#!/usr/bin/env bash
set -euo pipefail
env SGLANG_USE_CPU_ENGINE=1 OMP_NUM_THREADS=32 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --port 30000
