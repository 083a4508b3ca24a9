#!/usr/bin/env bash
# The dtype is read from a pipeline: without `lastpipe` the `read` runs in a
# subshell and the default stays; with it, the value comes from the pipe.
# hisparse-fix-test run: --
KV=fp8_e4m3
printf 'bfloat16\n' | read -r KV
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" --port 30000

shopt -s lastpipe
DTYPE=fp8_e5m2
printf 'bfloat16\n' | read -r DTYPE
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$DTYPE" --port 30001
