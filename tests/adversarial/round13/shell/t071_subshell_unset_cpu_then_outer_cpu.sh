#!/bin/bash
export SGLANG_USE_CPU_ENGINE=1

# GPU server in a subshell without the CPU switch
(
  unset SGLANG_USE_CPU_ENGINE
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000 &
)

# CPU reference server (same options) for the numerics diff
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 --port 30001 &
wait
