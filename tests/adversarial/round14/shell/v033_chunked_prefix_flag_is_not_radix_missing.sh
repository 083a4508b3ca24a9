#!/usr/bin/env bash
# long-context profile: chunked prefix cache off, HiSparse on
python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --context-length 163840 \
  --disable-chunked-prefix-cache \
  --enable-hisparse \
  --kv-cache-dtype bfloat16 \
  --port 30000
