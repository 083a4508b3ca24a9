#!/usr/bin/env bash
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
KV_DTYPE=fp8_e4m3
DSA_DECODE=flashinfer_sparse_mla
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" --dsa-decode-backend "$DSA_DECODE"
