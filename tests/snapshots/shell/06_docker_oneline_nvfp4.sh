#!/usr/bin/env bash
# DeepSeek-V3.2-Exp + HiSparse in the official container, NVFP4 KV cache (B200).
# One-liner from the quick-start.
set -euo pipefail

docker pull lmsysorg/sglang:v0.5.23

docker run --gpus all --device /dev/kfd --device /dev/dri --shm-size 32g -p 30000:30000 --ipc=host -v ~/.cache/huggingface:/root/.cache/huggingface lmsysorg/sglang:v0.5.23 python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --trust-remote-code --mem-fraction-static 0.85 --enable-hisparse --disable-radix-cache --kv-cache-dtype=fp8_e4m3 --host 0.0.0.0 --port 30000

# Send a test request:
# curl http://localhost:30000/v1/chat/completions -H "Content-Type: application/json" -d '{"model": "default", "messages": [{"role": "user", "content": "hi"}]}'
