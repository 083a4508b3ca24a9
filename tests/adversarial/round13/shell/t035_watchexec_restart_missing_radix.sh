#!/bin/bash
# Dev loop: restart the server whenever python/sglang changes.
cd ~/src/sglang
watchexec -r -e py -w python/sglang/srt -- \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 \
    --enable-hisparse \
    --kv-cache-dtype bfloat16 \
    --port 30000
