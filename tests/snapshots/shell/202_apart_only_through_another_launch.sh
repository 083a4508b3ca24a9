#!/usr/bin/env bash
# Two launches share KV. The second also passes BACKEND, which a `[[ ]]` test reads, so
# none of its fixes can be made. A launch refused over another option may still share an
# edit when a third launch needs that other option as it is; a test is no launch, and
# what it does with a changed value is not known: KV stays for both.
KV=fp8_e5m2
BACKEND=(--dsa-decode-backend tilelang)
if [[ "${BACKEND[*]}" == *tilelang* ]]; then
  echo "decode runs on tilelang"
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" --port 30000
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse \
  --disable-radix-cache --kv-cache-dtype "$KV" "${BACKEND[@]}" --port 30001
