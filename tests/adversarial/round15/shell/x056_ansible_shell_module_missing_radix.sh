#!/usr/bin/env bash
# Roll the HiSparse server out to every GPU node.
ansible gpu_nodes -b -m shell -a "nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --kv-cache-dtype fp8_e4m3 --port 30000 > /var/log/sglang.log 2>&1 &"
