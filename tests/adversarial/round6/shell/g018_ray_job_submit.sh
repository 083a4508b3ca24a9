#!/usr/bin/env bash
set -euo pipefail
ray job submit --address http://127.0.0.1:8265 --runtime-env-json '{"pip": ["sglang==0.5.23"]}' -- \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000
