#!/usr/bin/env bash
# Same image is used for the CPU smoke test (SGLANG_USE_CPU_ENGINE=1) and for
# serving; pin it to 0 here so a stale value from the runner never leaks in.
docker run -d --name dsv32 --gpus all --ipc=host --shm-size 32g \
  -e SGLANG_USE_CPU_ENGINE=0 \
  -e CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7 \
  -p 30000:30000 \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype nvfp4 \
    --port 30000 --host 0.0.0.0
