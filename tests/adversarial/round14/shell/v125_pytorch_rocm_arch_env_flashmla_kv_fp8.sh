#!/usr/bin/env bash
# MI300X node: build-time arch for JIT kernels
export PYTORCH_ROCM_ARCH=gfx942
export GPU_ARCHS=gfx942
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend flashmla_kv --port 30000
