#!/usr/bin/env bash
# The second launch passes `--dsa-decode-backend tilelang` twice: through COMMON, which
# the first launch shares, and on its own line. Its dtype cannot change (the third launch
# reads KV without HiSparse), so it takes none of its fixes: COMMON is fixed for the first
# launch, the second's own backend stays, and its HSF003 is unfixable, not fixed.
KV=fp8_e5m2
COMMON=()
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache "${COMMON[@]}" --port 30000
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" "${COMMON[@]}" --dsa-decode-backend tilelang \
  --port 30001
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --kv-cache-dtype "$KV" \
  --port 30002
