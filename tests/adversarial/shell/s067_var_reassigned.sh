#!/bin/bash
KV=fp8_e5m2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --kv-cache-dtype $KV --port 30000 &
sleep 5
KV=fp8_e4m3
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --kv-cache-dtype $KV --enable-hisparse --disable-radix-cache --port 30001
