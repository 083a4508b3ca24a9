#!/bin/bash
# Negative launch tests for the HiSparse dtype check.
expect_fail() {
  if timeout 600 "$@" >/dev/null 2>&1; then
    echo "UNEXPECTED SUCCESS: $*" >&2
    exit 1
  fi
  echo "ok (refused): ${*: -2}"
}
M=deepseek-ai/DeepSeek-V3.2
expect_fail python3 -m sglang.launch_server --model-path $M --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
expect_fail python3 -m sglang.launch_server --model-path $M --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4
