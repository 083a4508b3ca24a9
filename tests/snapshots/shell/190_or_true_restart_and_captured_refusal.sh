#!/usr/bin/env bash
# `launch || true` drops the exit status: the launch is fixed. A launch whose output
# is captured (`out=$(launch 2>&1 || true)`) and searched is a test expecting SGLang's
# refusal: reported, not edited.
set -euo pipefail

for attempt in 1 2 3; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000 || true
  echo "server exited (attempt $attempt)" >&2
done

out=$(python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --enable-mixed-chunk 2>&1 || true)
grep -q 'does not support --enable-mixed-chunk' <<<"$out"
