#!/usr/bin/env bash
set -euo pipefail
time -p python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --speculative-algorithm NEXTN --speculative-num-steps 2 --speculative-eagle-topk 2 --speculative-num-draft-tokens 4
