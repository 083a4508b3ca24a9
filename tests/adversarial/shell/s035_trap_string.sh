#!/bin/bash
cleanup() { pkill -f sglang.launch_server || true; }
trap cleanup EXIT
trap 'python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30001' USR1
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 &
wait
