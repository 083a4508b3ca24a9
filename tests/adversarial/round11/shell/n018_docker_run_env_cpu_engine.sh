#!/usr/bin/env bash
set -euo pipefail
docker run --rm -e SGLANG_USE_CPU_ENGINE=1 -p 30000:30000 lmsysorg/sglang:v0.5.23-xeon \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --port 30000
