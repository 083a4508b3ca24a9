#!/usr/bin/env bash
# shunit2 suite: SGLang must refuse these HiSparse launches (run: bash this_file)

testRefusesE5m2KvCache() {
  if python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
      --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 \
      --port 31001 >"${SHUNIT_TMPDIR}/e5m2.out" 2>&1; then
    fail "SGLang accepted fp8_e5m2 with HiSparse"
  fi
  assertContains "$(cat "${SHUNIT_TMPDIR}/e5m2.out")" "KV cache dtypes"
}

testRefusesRadixCache() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --kv-cache-dtype bfloat16 --port 31002 >/dev/null 2>&1
  assertNotEquals "radix cache must be refused with HiSparse" 0 $?
}

. shunit2
