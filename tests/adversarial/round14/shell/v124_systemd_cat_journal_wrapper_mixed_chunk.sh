#!/usr/bin/env bash
# log straight into the journal under its own identifier
systemd-cat -t sglang-dsv32 --level-prefix=false \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000
