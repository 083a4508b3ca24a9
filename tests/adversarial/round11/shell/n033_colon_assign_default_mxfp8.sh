#!/usr/bin/env bash
set -euo pipefail
: "${KV:=mxfp8}"
: "${TP:=8}"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp "$TP" --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
