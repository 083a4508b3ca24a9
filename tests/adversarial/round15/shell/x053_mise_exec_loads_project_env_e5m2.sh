#!/usr/bin/env bash
# mise.toml pins python and sets [env] for this repo.
mise exec python@3.12 -- python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
