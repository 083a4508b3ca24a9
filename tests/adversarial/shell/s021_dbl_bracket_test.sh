#!/bin/bash
KV=${KV:-fp8_e5m2}
EXTRA=()
if [[ $KV == fp8_e5m2 ]]; then
  EXTRA+=(--quantization fp8)
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "$KV" "${EXTRA[@]}"
