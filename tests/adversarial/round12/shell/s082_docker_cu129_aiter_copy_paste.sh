#!/usr/bin/env bash
# Flags copied from the MI300X runbook; this host is an 8xH200 (CUDA image).
docker run --rm --gpus all --ipc=host --shm-size 32g \
  -p 30000:30000 \
  -v /models:/root/.cache/huggingface \
  lmsysorg/sglang:v0.5.23-cu129 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --dsa-prefill-backend aiter \
    --dsa-decode-backend aiter \
    --host 0.0.0.0 --port 30000
