#!/bin/bash
# Intel Data Center GPU Max 1550 (PVC) x4
source /opt/intel/oneapi/setvars.sh
export ZE_AFFINITY_MASK=0,1,2,3
python3 -m sglang.launch_server --model-path /data/DeepSeek-V3.2 --device xpu --tp 4 \
  --enable-hisparse --disable-radix-cache --port 30000
