#!/usr/bin/env bash
shopt -s extglob
GPU=gb200          # this script is copied per cluster; edit here
case $GPU in
  @(b200|gb200)) KV=fp4_mx_block16 ;;
  @(h100|h200))  KV=fp8_e4m3 ;;
  *)             KV=bfloat16 ;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
