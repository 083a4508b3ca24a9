#!/usr/bin/env bash
set -euo pipefail
# python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --kv-cache-dtype fp8_e5m2
# TODO: switch to fp8_e4m3
echo done
