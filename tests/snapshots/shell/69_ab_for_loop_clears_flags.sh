#!/usr/bin/env bash
# A/B benchmark: the first pass runs HiSparse, then its flags are cleared, so
# the second pass is the baseline with the same dtype (which it accepts).
# hisparse-fix-test run: --
HISPARSE_FLAGS="--enable-hisparse --disable-radix-cache"
for variant in hisparse baseline; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --kv-cache-dtype fp8_e5m2 $HISPARSE_FLAGS --port 30000
  HISPARSE_FLAGS=""
done
