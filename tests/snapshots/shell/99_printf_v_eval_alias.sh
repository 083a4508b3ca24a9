#!/usr/bin/env bash
# A launch built with printf -v and eval'd; launches through aliases.
MODEL=deepseek-ai/DeepSeek-V3.2
printf -v CMD 'python3 -m sglang.launch_server --model-path %s %s' "$MODEL" "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
eval "$CMD"

shopt -s expand_aliases
alias serve='python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2'
serve --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
shopt -u expand_aliases
