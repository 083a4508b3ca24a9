#!/usr/bin/env bash
# CI: which HiSparse launch lines SGLang must accept (0) or refuse (nonzero)
check() {
  local want=$1; shift
  timeout 600 "$@" >/dev/null 2>&1; local rc=$?
  if [[ $want == 0 && $rc != 124 ]] || [[ $want != 0 && $rc == 0 ]]; then
    echo "FAIL (want $want, got $rc): $*"; return 1
  fi
}
S="python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --port 31000"
check 0 $S --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
check 1 $S --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
check 1 $S --enable-hisparse --kv-cache-dtype bfloat16
