#!/usr/bin/env bash
# An alias whose name has a hyphen (bash allows any word without `/`, `$`, quotes or
# metacharacters): expanded after `shopt -s expand_aliases`, it starts the launch.
shopt -s expand_aliases
alias serve-dsv32='python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache'
serve-dsv32 --kv-cache-dtype fp8_e4m3 --port 30000
