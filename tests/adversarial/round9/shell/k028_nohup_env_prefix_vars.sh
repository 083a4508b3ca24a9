#!/usr/bin/env bash
set -euo pipefail
nohup env NCCL_DEBUG=INFO SGL_ENABLE_JIT_DEEPGEMM=1 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8 > logs/server.log 2>&1 &
