#!/bin/bash
USE_HISPARSE=1
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --kv-cache-dtype fp8_e4m3)
if [[ $USE_HISPARSE == 1 ]]; then
  ARGS+=(--enable-hisparse --hisparse-config '{"top_k": 2048}')
fi
python3 -m sglang.launch_server "${ARGS[@]}" --port 30000
