#!/usr/bin/env bash
# The CPU engine switch is exported for the smoke test only, then taken back.
export SGLANG_USE_CPU_ENGINE=1
python3 -m sglang.launch_server --model-path Qwen/Qwen2.5-0.5B-Instruct --port 30001
export -n SGLANG_USE_CPU_ENGINE

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3

export SGLANG_USE_CPU_ENGINE=1
unset SGLANG_USE_CPU_ENGINE
sglang serve --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
