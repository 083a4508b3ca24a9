#!/usr/bin/env bash
docker run --rm \
  --env-file <(printf '%s\n' SGLANG_USE_CPU_ENGINE=1 OMP_NUM_THREADS=64) \
  lmsysorg/sglang:v0.5.23-xeon \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --port 30000
