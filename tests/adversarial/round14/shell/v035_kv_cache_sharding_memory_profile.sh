#!/usr/bin/env bash
# memory-tight profile: shard the KV cache across TP ranks
PROFILE_ARGS=(--enable-kv-cache-sharding --mem-fraction-static 0.92)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  "${PROFILE_ARGS[@]}" --port 30000
