#!/usr/bin/env bash
set -euo pipefail
expect_fail() {
  if "$@"; then echo "FAIL: expected refusal: $*" >&2; exit 1; fi
  echo "ok: refused as expected"
}
expect_fail timeout 300 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk
