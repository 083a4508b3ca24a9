#!/usr/bin/env bash
# The dtype is copied into a variable that only a test reads: the copy is what
# decides whether the reference run happens, so the original text is read by it.
KV=fp8_e5m2
REF_KV="$KV"
if [ "$REF_KV" = fp8_e5m2 ]; then
  echo "fp8_e5m2 run: compare against the bf16 reference"
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"
