#!/usr/bin/env bash
set -euo pipefail
CUDA_VISIBLE_DEVICES=0,1,2,3 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 4 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp4_mx_block16
