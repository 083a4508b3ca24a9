#!/usr/bin/env bash
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache)
if [[ -z "${NO_FP8_KV:-}" ]]; then
  ARGS+=(--kv-cache-dtype=fp8_e5m2)
fi
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
