#!/usr/bin/env bash
# Launches that no run reaches, and a value whose case bash converts.
USE_E5M2_EXPERIMENT=0   # flip to 1 to try e5m2 again once SGLang accepts it
if (( USE_E5M2_EXPERIMENT )); then
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
fi

# `declare -l` lowercases the value: SGLang gets bfloat16, which it accepts.
declare -l KV=BFLOAT16
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30001

# A dry run set in the file prints the command and stops before running it.
DRY_RUN=1
CMD=(python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2
     --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30002)
if [[ $DRY_RUN == 1 ]]; then
  printf '%q ' "${CMD[@]}"; echo
  exit 0
fi
"${CMD[@]}"
