#!/usr/bin/env bash
set -euo pipefail
expect_fail() {
  if "$@"; then
    echo "FAIL: expected SGLang to refuse: $*" >&2
    exit 1
  fi
}
expect_fail python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype mxfp8 --port 30000
echo "ok: mxfp8 refused with HiSparse"
