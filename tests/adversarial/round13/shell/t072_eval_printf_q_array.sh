#!/bin/bash
CMD=(python3 -m sglang.launch_server
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e5m2
  --hisparse-config '{"top_k": 2048, "device_buffer_size": 4096}'
  --port 30000)
echo "running: $(printf '%q ' "${CMD[@]}")"
eval "$(printf '%q ' "${CMD[@]}")"
