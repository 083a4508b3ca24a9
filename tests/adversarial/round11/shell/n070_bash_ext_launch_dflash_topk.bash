#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --speculative-algorithm EAGLE --speculative-num-steps 4 --speculative-eagle-topk 8 --speculative-num-draft-tokens 16 --port 30000
