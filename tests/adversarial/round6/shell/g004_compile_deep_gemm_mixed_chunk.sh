#!/usr/bin/env bash
set -euo pipefail
# warm the DeepGEMM JIT cache before serving (same flags as serve.sh)
python3 -m sglang.compile_deep_gemm --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache --enable-mixed-chunk --chunked-prefill-size 8192
