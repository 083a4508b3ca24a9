#!/usr/bin/env bash
set -euo pipefail
env SGLANG_USE_CPU_ENGINE=0 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache
