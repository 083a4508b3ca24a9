#!/usr/bin/env bash
set -euo pipefail
export SGLANG_USE_CPU_ENGINE=1
sudo -E python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache
