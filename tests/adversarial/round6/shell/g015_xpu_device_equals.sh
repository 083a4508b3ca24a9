#!/usr/bin/env bash
set -euo pipefail
source /opt/intel/oneapi/setvars.sh --force >/dev/null 2>&1 || true
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 --trust-remote-code \
  --device=xpu --enable-hisparse --disable-radix-cache --port 30000
