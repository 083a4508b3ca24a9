#!/bin/bash
source ./env.sh
python3 -m sglang.launch_server --model-path "$MODEL" --tp "$TP" --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV_DTYPE"
