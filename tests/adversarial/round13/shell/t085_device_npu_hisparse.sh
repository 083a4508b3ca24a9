#!/bin/bash
# Ascend 910C node
source /usr/local/Ascend/ascend-toolkit/set_env.sh
export ASCEND_RT_VISIBLE_DEVICES=0,1,2,3,4,5,6,7

python3 -m sglang.launch_server \
  --model-path /data/DeepSeek-V3.2 \
  --device npu \
  --tp 16 \
  --enable-hisparse \
  --disable-radix-cache \
  --attention-backend ascend \
  --port 30000
