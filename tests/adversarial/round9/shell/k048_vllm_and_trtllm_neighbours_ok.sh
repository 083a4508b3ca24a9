#!/usr/bin/env bash
set -euo pipefail
vllm serve deepseek-ai/DeepSeek-V3.2 --tensor-parallel-size 8 --kv-cache-dtype fp8_e5m2 --enable-prefix-caching --port 8000 &
trtllm-serve deepseek-ai/DeepSeek-V3.2 --backend pytorch --tp_size 8 --kv_cache_free_gpu_memory_fraction 0.85 --port 8001 &
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend flashmla_kv --port 30000 &
wait
