#!/bin/bash
shopt -s expand_aliases
alias serve_hs='python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2'
alias serve_base='python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8'

serve_hs --port 30000 &
sleep 600
serve_base --port 30001 --kv-cache-dtype fp8_e5m2 &
wait
