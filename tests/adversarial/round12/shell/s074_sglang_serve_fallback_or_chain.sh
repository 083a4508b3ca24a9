#!/usr/bin/env bash
# Prefer the `sglang` CLI when the image ships it, else the module.
# (Older images, before the CLI was packaged, only have `python3 -m`.)
set -uo pipefail

cd /sgl-workspace

command -v sglang >/dev/null 2>&1 \
  && sglang serve deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse \
       --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000 \
  || python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
       --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000
