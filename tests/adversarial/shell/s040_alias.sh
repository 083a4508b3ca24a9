#!/bin/bash
shopt -s expand_aliases
alias serve='python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache'
serve --kv-cache-dtype fp8_e5m2 --tp 8
