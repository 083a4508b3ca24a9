#!/bin/bash
COMMON=(--model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --kv-cache-dtype fp8_e5m2)
python3 -m sglang.launch_server "${COMMON[@]}" --port 30000 &
python3 -m sglang.launch_server "${COMMON[@]}" --enable-hisparse --disable-radix-cache --port 30001 &
wait
