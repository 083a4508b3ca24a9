#!/usr/bin/env bash
DEVICE=cuda        # set to cpu for the laptop run
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --port 30000)
if [[ $DEVICE == cpu ]]; then
  ARGS+=(--device cpu --kv-cache-dtype fp8_e5m2)
else
  ARGS+=(--tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3)
fi
python3 -m sglang.launch_server "${ARGS[@]}"
