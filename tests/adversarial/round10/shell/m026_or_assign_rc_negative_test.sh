#!/usr/bin/env bash
set -euo pipefail
rc=0
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000 || rc=$?
if [[ $rc -eq 0 ]]; then
  echo "expected SGLang to refuse --enable-mixed-chunk with HiSparse" >&2
  exit 1
fi
