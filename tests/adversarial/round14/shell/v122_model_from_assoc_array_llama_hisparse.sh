#!/usr/bin/env bash
declare -A MODEL=(
  [small]=meta-llama/Llama-3.1-8B-Instruct
  [large]=deepseek-ai/DeepSeek-V3.2
)
SIZE=small     # quick functional check before the big run
python3 -m sglang.launch_server --model-path "${MODEL[$SIZE]}" \
  --enable-hisparse --disable-radix-cache --port 30000
