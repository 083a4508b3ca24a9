#!/usr/bin/env bash
ZONE=us-central1-b
gcloud compute ssh sglang-a3-mega-0 --zone "$ZONE" --command \
  "cd /srv && nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000 > server.log 2>&1 &"
