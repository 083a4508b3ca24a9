#!/usr/bin/env bash
# restart the single-node HiSparse server on gpu07 via ClusterShell
clush -w gpu07 -b "pkill -f sglang.launch_server; cd /srv && python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --enable-mixed-chunk --port 30000 > /var/log/sglang.log 2>&1 &"
