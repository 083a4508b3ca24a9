#!/usr/bin/env bash
# hisparse-fix-test run: --
# hisparse-fix-test run: -- -d bfloat16
DTYPE=fp8_e4m3
while getopts d: opt; do
  case "$opt" in
    d) DTYPE=$OPTARG ;;
  esac
done
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$DTYPE"
