#!/usr/bin/env bash
# HiSparse launch for the shared inference pool.
set -u

readonly KV_DTYPE=fp8_e4m3        # pinned: HiSparse takes bfloat16 / fp8_e4m3 only
readonly MODEL=deepseek-ai/DeepSeek-V3.2

# Legacy hosts carried their own overrides in the old launch script; kept so the
# diff against that script stays small.
if [[ -f /etc/sglang/legacy-host ]]; then
  MEM_FRAC=0.80
  KV_DTYPE=fp8_e5m2
fi

python3 -m sglang.launch_server \
  --model-path "$MODEL" \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE" \
  --mem-fraction-static "${MEM_FRAC:-0.85}" \
  --port 30000
