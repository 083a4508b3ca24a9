#!/usr/bin/env bash
# DeepSeek-V3.2-Exp with HiSparse on 8xH200, FP8 (e5m2) KV cache.
# Single node, one option per line.
set -euo pipefail

export SGLANG_ENABLE_JIT_DEEPGEMM=1

python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --tp 8 \
  --trust-remote-code \
  --mem-fraction-static 0.85 \
  --disable-radix-cache \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --hisparse-config '{"top_k": 2048, "device_buffer_size": 4096, "host_to_device_ratio": 10}' \
  --host 0.0.0.0 \
  --port 30000
