#!/usr/bin/env bash
# A site config is sourced before the launches: it may change any variable, so
# a launch that reads one is not edited, and it may export SGLANG_USE_CPU_ENGINE,
# so a launch written out in full, which does not name its device, is not either.
# hisparse-fix-test run: --
KV=fp8_e5m2
ARGS=(--enable-hisparse --disable-radix-cache)
source ./cluster.env 2>/dev/null || true
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "${ARGS[@]}" \
  --kv-cache-dtype "$KV" --port 30000
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30001
