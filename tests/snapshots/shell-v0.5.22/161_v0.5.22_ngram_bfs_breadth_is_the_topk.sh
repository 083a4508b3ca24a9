#!/usr/bin/env bash
# NGRAM copies --speculative-ngram-max-bfs-breadth (default 10) into the top-k that
# SGLang's HiSparse check reads; --speculative-eagle-topk is overwritten.
set -euo pipefail
MODEL=deepseek-ai/DeepSeek-V3.2
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --speculative-ngram-max-bfs-breadth 1 --disable-radix-cache \
  --speculative-algorithm NGRAM --speculative-num-draft-tokens 8 --port 30000 &
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --disable-radix-cache \
  --speculative-algorithm ngram --speculative-ngram-max-bfs-breadth=1 --speculative-eagle-topk 1 --port 30001 &
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --disable-radix-cache \
  --speculative-algorithm NGRAM --speculative-ngram-max-bfs-breadth 1 --speculative-eagle-topk 4 --port 30002 &
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --disable-radix-cache \
  --speculative-algorithm STANDALONE --speculative-draft-model-path $MODEL --enable-mixed-chunk --port 30003 &
python3 -m sglang.launch_server --model-path $MODEL --tp 8 --enable-hisparse --disable-radix-cache \
  --speculative-algorithm EAGLE --port 30004 &
wait
