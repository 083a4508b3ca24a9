#!/usr/bin/env bash
SGLANG_USE_CPU_ENGINE=1        # recorded in summary.txt below, not for the server
set -a
HF_HOME=/mnt/cache/hf
TOKENIZERS_PARALLELISM=false
set +a

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --port 30000
echo "cpu_engine=${SGLANG_USE_CPU_ENGINE}" >> summary.txt
