#!/bin/bash
# Negative tests: the script acts on whether SGLang refuses the launch.
if python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
     --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000; then
  echo "FAIL: fp8_e5m2 was accepted with HiSparse"
  exit 1
fi
! python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30001

# A launch whose failure only stops the script is fixed.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30002 || exit 1

# The outcome read through `&&`, `|| echo ...` and `$?`: reported, not edited.
python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30003 \
  && { echo "BUG: accepted"; exit 1; } || echo "refused as expected"
set +e
python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30004
rc=$?
set -e
[ "$rc" -ne 0 ] || exit 1
python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30005 2>&1 \
  | grep -q "HiSparse requires one of"
