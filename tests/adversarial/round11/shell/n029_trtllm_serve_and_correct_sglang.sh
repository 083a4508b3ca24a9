#!/usr/bin/env bash
set -euo pipefail
mpirun -n 1 --allow-run-as-root trtllm-llmapi-launch trtllm-serve deepseek-ai/DeepSeek-V3.2 --tp_size 8 --kv_cache_dtype fp8 --port 8000 &
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse --port 30000 &
wait
