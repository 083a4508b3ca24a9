#!/bin/bash
# The dev container was created from the CPU image profile; force GPU mode for this run.
podman exec -it -e SGLANG_USE_CPU_ENGINE=0 -w /workspace sglang-dev \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 \
    --enable-hisparse \
    --kv-cache-dtype fp8_e4m3 \
    --port 30000
