#!/usr/bin/env bash
export DD_SERVICE=sglang-dsv32 DD_ENV=prod DD_TRACE_SAMPLE_RATE=0.1
exec ddtrace-run python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --port 30000
