#!/usr/bin/env bash
set -euo pipefail
KV=fp8_e4m3
while getopts "k:" o; do
  case "$o" in k) KV="$OPTARG" ;; esac
done
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
