#!/usr/bin/env bash
set -euo pipefail
run_expect_error() {
  local pattern="$1"; shift
  "$@" 2>&1 | grep -q "$pattern"
}
run_expect_error "HiSparse requires one of" python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4
