#!/usr/bin/env bash
# Kernel trace on the MI300X node (rocprofv3 ships with ROCm 6.2+).
mkdir -p prof
/opt/rocm/bin/rocprofv3 --kernel-trace --stats -d prof/dsv32 -o run -- \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --dsa-decode-backend flashmla_kv \
    --port 30000
