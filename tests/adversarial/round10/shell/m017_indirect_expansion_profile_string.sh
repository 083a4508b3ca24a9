#!/usr/bin/env bash
set -euo pipefail
H200_OPTS="--tp 8 --enable-mixed-chunk"
B200_OPTS="--tp 4"
PROFILE=H200
VAR=${PROFILE}_OPTS
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache ${!VAR} --port 30000
