#!/usr/bin/env bash
set -euo pipefail
systemd-run --user --unit=sglang-cpu -p Environment=SGLANG_USE_CPU_ENGINE=1 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --port 30000
