#!/usr/bin/env bash
SERVER_ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2
  --tp 8
  --enable-hisparse
  --disable-radix-cache
  --kv-cache-dtype     # e5m2 keeps more exponent range for long prompts
      fp8_e5m2
  --mem-fraction-static 0.85
)
exec python3 -m sglang.launch_server "${SERVER_ARGS[@]}"
