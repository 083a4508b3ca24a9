#!/bin/bash
export KV=fp8_e5m2
./warmup.sh   # reads $KV too
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
