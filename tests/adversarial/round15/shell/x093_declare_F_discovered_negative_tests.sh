#!/usr/bin/env bash
# Negative tests: SGLang must refuse these HiSparse launches.
set -uo pipefail
fail=0

test_refuses_e5m2_kv() {
  if timeout 300 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
      --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 31000; then
    echo "fp8_e5m2 was accepted"
    return 1
  fi
}

test_refuses_radix_cache() {
  ! timeout 300 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
      --enable-hisparse --port 31001
}

for t in $(declare -F | awk '{print $3}' | grep '^test_'); do
  if "$t"; then echo "ok $t"; else echo "not ok $t"; fail=1; fi
done
exit $fail
