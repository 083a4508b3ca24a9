#!/usr/bin/env bash
LONGCTX=1
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  ${LONGCTX:+--enable-mixed-chunk --chunked-prefill-size 16384} \
  --port 30000
