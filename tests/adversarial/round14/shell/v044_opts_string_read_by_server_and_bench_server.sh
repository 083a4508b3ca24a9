#!/usr/bin/env bash
OPTS="--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk"

# 1) latency sweep: bench_one_batch_server starts its own server from the same options
python3 -m sglang.bench_one_batch_server $OPTS --batch-size 1 8 32 --input-len 8192 --output-len 256

# 2) the long-running server
python3 -m sglang.launch_server $OPTS --port 30000
