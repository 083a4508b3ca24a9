#!/usr/bin/env bash
set -euo pipefail
source /usr/local/Ascend/ascend-toolkit/set_env.sh
export HCCL_CONNECT_TIMEOUT=1200
export HCCL_BUFFSIZE=1536
export ASCEND_RT_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 16 --enable-hisparse --disable-radix-cache --port 30000
