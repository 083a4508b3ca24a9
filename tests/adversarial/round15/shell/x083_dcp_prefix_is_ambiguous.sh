#!/usr/bin/env bash
# Two-way decode context parallelism for the 256k runs.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --dcp 2 \
  --port 30000
