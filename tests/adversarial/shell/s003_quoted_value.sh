#!/bin/bash
MODEL=deepseek-ai/DeepSeek-V3.2-Exp
python3 -m sglang.launch_server --model-path "$MODEL" \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype "fp8_e5m2" \
    --tp 8
