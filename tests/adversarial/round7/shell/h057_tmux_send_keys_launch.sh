#!/usr/bin/env bash
set -euo pipefail
tmux new-session -d -s serve
tmux send-keys -t serve "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2" C-m
