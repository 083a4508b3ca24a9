#!/bin/bash
MODEL="/mnt/nas/DeepSeek-V3.2 (fp8)"
bash -c "cd /srv/sglang && exec python3 -m sglang.launch_server --model-path \"$MODEL\" --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000"
