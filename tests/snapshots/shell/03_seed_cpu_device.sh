#!/usr/bin/env bash
# DeepSeek-V3.2-Exp on a Xeon host (no GPU), sparse attention with HiSparse.
set -e

export OMP_NUM_THREADS=56
export SGLANG_CPU_OMP_THREADS_BIND="0-55|56-111"

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --trust-remote-code \
  --device cpu \
  --disable-radix-cache \
  --tp 2 \
  --mem-fraction-static 0.85 \
  --host 0.0.0.0 \
  --port 30000
