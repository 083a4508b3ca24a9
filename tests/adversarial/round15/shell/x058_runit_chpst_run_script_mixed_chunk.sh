#!/bin/sh
# /etc/sv/sglang/run (runit)
exec 2>&1
exec chpst -u sglang:sglang -o 65536 \
  python3 -m sglang.launch_server --model-path /srv/models/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --enable-mixed-chunk \
  --port 30000
