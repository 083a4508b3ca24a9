#!/usr/bin/env bash
# Profile the start-up path (weights load, CUDA graphs) once.
python3 -m cProfile -o /tmp/sglang-startup.prof -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --port 30000
