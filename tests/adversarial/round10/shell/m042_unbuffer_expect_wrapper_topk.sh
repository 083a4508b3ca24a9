#!/usr/bin/env bash
set -euo pipefail
unbuffer python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --speculative-algorithm EAGLE3 --speculative-draft-model-path lmsys/DeepSeek-V3.2-EAGLE3 --speculative-num-steps 5 --speculative-eagle-topk 8 --speculative-num-draft-tokens 32 | tee server.log
