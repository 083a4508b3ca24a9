#!/usr/bin/env bash
# /etc/sglang/cpu_engine holds 0 or 1, written by the node provisioner
export SGLANG_USE_CPU_ENGINE="$(cat /etc/sglang/cpu_engine 2>/dev/null || echo 0)"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
