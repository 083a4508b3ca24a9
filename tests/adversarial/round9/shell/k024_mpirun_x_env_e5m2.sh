#!/usr/bin/env bash
set -euo pipefail
mpirun -np 1 --allow-run-as-root -x NCCL_DEBUG=INFO python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
