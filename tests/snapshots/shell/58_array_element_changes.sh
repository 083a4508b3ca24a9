#!/usr/bin/env bash
# hisparse-fix-test run: --
# hisparse-fix-test run: -- cpu
# Arrays changed element by element after they are written.
ARGS=(--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e5m2)
if [[ "${1:-}" == cpu ]]; then
  ARGS[7]=--device
  ARGS[8]=cpu
fi
python3 -m sglang.launch_server "${ARGS[@]}"

DECODE=(--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --tp 8)
unset 'DECODE[2]' 'DECODE[3]'
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "${DECODE[@]}"

PREFILL=(--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)
declare -n opts=PREFILL
opts+=(--device cpu)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "${PREFILL[@]}"
