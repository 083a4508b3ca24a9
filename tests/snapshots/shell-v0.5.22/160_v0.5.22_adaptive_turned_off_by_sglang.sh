#!/usr/bin/env bash
# SGLang turns --speculative-adaptive off itself (attention DP, NGRAM) before its
# HiSparse check: those launches pass. Without attention DP it stays on and is refused.
set -euo pipefail
MODEL=deepseek-ai/DeepSeek-V3.2
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --disable-radix-cache \
  --enable-dp-attention --dp-size 8 \
  --speculative-algorithm EAGLE --speculative-num-steps 3 --speculative-eagle-topk 1 \
  --speculative-num-draft-tokens 4 --speculative-adaptive --port 30000 &
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --attn-dp-size 4 --enable-hisparse \
  --disable-radix-cache --speculative-algorithm NEXTN --speculative-adaptive --port 30001 &
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --disable-radix-cache \
  --speculative-algorithm NGRAM --speculative-ngram-max-bfs-breadth 1 --speculative-adaptive \
  --enable-mixed-chunk --port 30002 &
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --disable-radix-cache \
  --enable-dp-attention --speculative-algorithm EAGLE --port 30003 &
wait
