#!/bin/bash
# test_hisparse_rejects_mixed_chunk.sh: SGLang must refuse this combination.
set -u
OUT=$(timeout 300 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk --port 31999 2>&1)
if grep -q "does not support --enable-mixed-chunk" <<<"$OUT"; then
  echo "PASS: mixed chunk refused with HiSparse"
else
  echo "FAIL: expected the mixed-chunk refusal" >&2
  printf '%s\n' "$OUT" | tail -n 20 >&2
  exit 1
fi
