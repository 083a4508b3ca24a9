#!/usr/bin/env bash
set -euo pipefail
exec env SGLANG_USE_CPU_ENGINE=1 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache
