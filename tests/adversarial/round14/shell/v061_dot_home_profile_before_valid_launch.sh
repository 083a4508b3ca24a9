#!/usr/bin/env bash
. "$HOME/.sglang/profile"     # per-user overrides (HF token, caches, engine switches)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --port 30000
