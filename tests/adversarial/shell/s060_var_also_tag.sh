#!/bin/bash
KV=fp8_e5m2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype $KV &
python3 -m sglang.bench_serving --backend sglang --num-prompts 100 --tag "kv=$KV"
