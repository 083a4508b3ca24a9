#!/usr/bin/env bash
set -o pipefail
mkdir -p logs
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk 2>&1 | tee -a logs/server.log
