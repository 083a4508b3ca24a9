#!/usr/bin/env bash
# The job template passes the flags as one comma-separated setting.
SERVER_FLAGS="--enable-hisparse,--disable-radix-cache,--kv-cache-dtype,fp8_e5m2"

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  ${SERVER_FLAGS//,/ } \
  --port 30000
