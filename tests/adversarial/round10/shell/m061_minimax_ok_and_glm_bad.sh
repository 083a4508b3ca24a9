#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path MiniMaxAI/MiniMax-M3 --tp 8 --enable-hisparse --disable-radix-cache --port 30000 &
python3 -m sglang.launch_server --model-path zai-org/GLM-5-FP8 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --dsa-decode-backend tilelang --port 30001 &
wait
