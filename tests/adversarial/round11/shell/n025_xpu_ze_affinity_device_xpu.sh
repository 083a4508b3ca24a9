#!/usr/bin/env bash
set -euo pipefail
ZE_AFFINITY_MASK=0,1 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 2 --device xpu --enable-hisparse --disable-radix-cache --port 30000
