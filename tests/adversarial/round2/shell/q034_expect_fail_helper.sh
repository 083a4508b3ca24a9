#!/usr/bin/env bash
set -euo pipefail
expect_fail() {
  if "$@"; then
    echo "unexpected success: $*" >&2
    exit 1
  fi
}
expect_fail python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
expect_fail python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --enable-mixed-chunk --disable-radix-cache
