#!/bin/bash
CMD=(python3 -m sglang.launch_server
     --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
     --enable-hisparse --disable-radix-cache
     --kv-cache-dtype mxfp8
     --port 30000)
LOG=/tmp/sglang.$$.log
nohup bash -c "${CMD[*]} >$LOG 2>&1" &
echo "log: $LOG"
