#!/usr/bin/env bash
# -B: no .pyc in the read-only image, -P: don't prepend the cwd to sys.path
python3.12 -BP -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --enable-mixed-chunk \
  --port 30000
