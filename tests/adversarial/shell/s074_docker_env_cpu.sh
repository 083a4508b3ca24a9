#!/bin/bash
docker run --gpus all -e SGLANG_USE_CPU_ENGINE=1 lmsysorg/sglang:v0.5.23 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache
