#!/bin/bash
mpirun -np 2 -x NCCL_DEBUG=INFO -x CUDA_VISIBLE_DEVICES \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 16 --nnodes 2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
