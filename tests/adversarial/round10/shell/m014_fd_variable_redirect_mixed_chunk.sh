#!/usr/bin/env bash
set -euo pipefail
exec {LOG}>>"/var/log/sglang/dsv32.log"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000 >&"$LOG" 2>&1
