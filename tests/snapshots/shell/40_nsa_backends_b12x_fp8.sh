#!/usr/bin/env bash
# DeepSeek-V3.2 with HiSparse on 8xB200, FP8 KV cache, b12x NSA kernels.
# Written for SGLang 0.5.17, which still took the --nsa-* spelling.
set -euo pipefail

MODEL=deepseek-ai/DeepSeek-V3.2

python3 -m sglang.launch_server \
  --model-path "$MODEL" \
  --tp 8 \
  --trust-remote-code \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --hisparse-config '{"top_k": 2048, "device_buffer_size": 4096}' \
  --port 30000
