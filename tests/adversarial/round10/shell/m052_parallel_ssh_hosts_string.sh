#!/usr/bin/env bash
set -euo pipefail
pssh -h hosts.txt -t 0 -i "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --nnodes 2 --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000"
