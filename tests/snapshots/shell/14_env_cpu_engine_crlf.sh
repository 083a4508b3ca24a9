#!/usr/bin/env bash
# DeepSeek-V3.2-Exp on a Sapphire Rapids server through the CPU engine, HiSparse on.
# (edited on Windows, CRLF line endings)

export OMP_NUM_THREADS=48

env SGLANG_USE_CPU_ENGINE=1 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --trust-remote-code --tp 2 \
  --disable-radix-cache --mem-fraction-static 0.85 \
  --host 0.0.0.0 --port 30000
