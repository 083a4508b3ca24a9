#!/usr/bin/env bash
# `${!name}` reads the dtype through its name, and a helper appends to an
# array it is given by name (`local -n`): the tool follows neither.
PREFILL_KV=fp8_e5m2
role=PREFILL
key="${role}_KV"
echo "${!key}" > dtype.txt
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype $PREFILL_KV

add_smoke_flags() {
  local -n args=$1
  args+=(--device cpu)
}
SMOKE=(--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
target=${SMOKE_ARRAY:-SMOKE}
add_smoke_flags "$target"
python3 -m sglang.launch_server "${SMOKE[@]}"
