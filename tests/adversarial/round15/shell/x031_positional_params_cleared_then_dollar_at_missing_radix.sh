#!/usr/bin/env bash
# Arguments to this script are only labels for the log file; they are not server flags.
set -euo pipefail
RUN_LABEL=${1:-adhoc}
mkdir -p logs
set --   # nothing from the command line reaches the server

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000 "$@" 2>&1 | tee "logs/${RUN_LABEL}.log"
