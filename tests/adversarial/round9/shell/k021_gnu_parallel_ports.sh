#!/usr/bin/env bash
set -euo pipefail
parallel -j2 --lb python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 4 --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port {} ::: 30000 30001
