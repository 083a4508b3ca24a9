#!/usr/bin/env bash
export SGLANG_USE_CPU_ENGINE=1     # local tooling runs on the CPU engine
ssh -o SendEnv=SGLANG_USE_CPU_ENGINE gpu-node-3 \
  'python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000'
