#!/usr/bin/env bash
# DFLASH sets the top-k to 1 itself; SGLang reads a top-k of 0 as 1.
set -euo pipefail
MODEL=deepseek-ai/DeepSeek-V3.2

python3 -m sglang.launch_server --model-path "$MODEL" --enable-hisparse --disable-radix-cache \
  --speculative-algorithm DFLASH --speculative-draft-model-path z-lab/dflash-draft \
  --speculative-eagle-topk 4 --port 30000

python3 -m sglang.launch_server --model-path "$MODEL" --enable-hisparse --disable-radix-cache \
  --speculative-algorithm EAGLE --speculative-eagle-topk 0 --port 30001

python3 -m sglang.launch_server --model-path "$MODEL" --enable-hisparse --disable-radix-cache \
  --speculative-algorithm EAGLE --speculative-eagle-topk 1 --port 30002
