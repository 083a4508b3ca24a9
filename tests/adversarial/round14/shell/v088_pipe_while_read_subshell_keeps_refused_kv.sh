#!/usr/bin/env bash
KV=fp8_e5m2
# "override" from the cluster file -- but the loop runs in a pipeline subshell
echo fp8_e4m3 | while read -r v; do KV=$v; done
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
