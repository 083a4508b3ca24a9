#!/usr/bin/env bash
export KV_DTYPE=fp8_e5m2
export HF_HOME=/mnt/hf
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV_DTYPE" --port 30000 &
until curl -sf localhost:30000/health >/dev/null; do sleep 5; done
echo "ready"
wait
