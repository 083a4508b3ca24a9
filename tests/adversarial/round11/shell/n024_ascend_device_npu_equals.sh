#!/usr/bin/env bash
set -euo pipefail
export ASCEND_RT_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --device=npu \
  --attention-backend ascend --enable-hisparse --disable-radix-cache --port 30000
