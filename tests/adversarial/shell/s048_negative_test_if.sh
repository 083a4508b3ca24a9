#!/bin/bash
# negative test: SGLang must refuse fp8_e5m2 with hisparse
if python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache \
     --kv-cache-dtype fp8_e5m2 --port 30000; then
  echo "FAIL: server accepted fp8_e5m2 with hisparse"; exit 1
else
  echo "PASS: refused as expected"
fi
