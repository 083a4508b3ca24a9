#!/bin/bash
timeout 900 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --speculative-algorithm EAGLE --speculative-num-steps 3 \
  --speculative-eagle-topk 4 --speculative-num-draft-tokens 8 \
  --port 31998
rc=$?
if [[ $rc -eq 0 || $rc -eq 124 ]]; then
  echo "FAIL: top-k 4 should be refused with HiSparse (rc=$rc)"; exit 1
fi
echo "PASS: refused with rc=$rc"
