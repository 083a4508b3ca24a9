#!/usr/bin/env bash
# installed with `pipx install sglang`
~/.local/bin/sglang serve deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
