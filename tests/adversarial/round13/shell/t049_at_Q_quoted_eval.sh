#!/bin/bash
MODEL="/mnt/models/DeepSeek V3.2"   # the NAS share has a space in it
CMD="python3 -m sglang.launch_server --model-path ${MODEL@Q} --tp 8"
CMD+=" --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
CMD+=" --port 30000"
echo "+ $CMD"
eval "$CMD"
