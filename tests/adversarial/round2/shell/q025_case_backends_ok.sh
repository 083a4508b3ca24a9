#!/usr/bin/env bash
set -euo pipefail
case "${GPU:-h200}" in
  h100|h200) BACKEND=flashmla_kv ;;
  b200|gb200) BACKEND=flashinfer_sparse_mla ;;
esac
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 --dsa-decode-backend "${BACKEND:-flashmla_kv}"
