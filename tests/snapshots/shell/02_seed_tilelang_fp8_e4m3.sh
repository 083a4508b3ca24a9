#!/bin/bash
# DeepSeek-V3.2 + HiSparse, FP8 KV with the TileLang decode kernels (8xH100).
# Options grouped a few per line.

MODEL=deepseek-ai/DeepSeek-V3.2-Exp

python -m sglang.launch_server --model-path "$MODEL" \
    --tp 8 --trust-remote-code --mem-fraction-static 0.85 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 --cuda-graph-max-bs 64 \
    --host 0.0.0.0 --port 30000

# Quick check once the server is up:
#   curl -s http://127.0.0.1:30000/get_model_info
