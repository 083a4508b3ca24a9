#!/usr/bin/env bash
set -euo pipefail
( cd /opt/models && exec python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --speculative-algorithm EAGLE3 --speculative-draft-model-path lmsys/dsv32-eagle3 --speculative-num-steps 3 --speculative-eagle-topk 4 --speculative-num-draft-tokens 8 )
