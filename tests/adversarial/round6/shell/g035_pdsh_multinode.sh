#!/usr/bin/env bash
set -euo pipefail
pdsh -w node[01-02] "cd /opt/serve && python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 16 --nnodes 2 --node-rank \$(hostname | grep -o '[0-9]*$' | sed 's/^0*//;s/^$/0/' | awk '{print \$1-1}') --dist-init-addr node01:5000 --enable-hisparse --disable-radix-cache --kv-cache-dtype mxfp8"
