#!/usr/bin/env bash
# unbuffer keeps the progress bars line-buffered when piped into the dashboard collector
set -o pipefail
unbuffer python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 \
    --port 30000 | ./collect_metrics.py --source sglang
