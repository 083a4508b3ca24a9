#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --device cpu --enable-hisparse --disable-radix-cache --speculative-algorithm EAGLE --speculative-eagle-topk 4
