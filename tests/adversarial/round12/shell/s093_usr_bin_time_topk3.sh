#!/usr/bin/env bash
# Peak RSS of the launcher process for the capacity sheet.
mkdir -p logs
/usr/bin/time -v -o logs/dsv32_time.txt \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e4m3 \
    --speculative-algorithm EAGLE \
    --speculative-num-steps 3 --speculative-eagle-topk 3 --speculative-num-draft-tokens 4 \
    --port 30000
