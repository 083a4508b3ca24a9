#!/usr/bin/env bash
set -euo pipefail
systemd-run --user --scope -p MemoryMax=900G -p CPUQuota=3200% \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8
