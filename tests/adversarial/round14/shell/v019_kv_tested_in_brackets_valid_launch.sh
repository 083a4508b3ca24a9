#!/usr/bin/env bash
KV=fp8_e4m3
if [[ $KV == fp8_* ]]; then
  export SGLANG_ENABLE_JIT_DEEPGEMM=1
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
