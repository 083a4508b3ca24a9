#!/usr/bin/env bash
# Launches no run reaches: after a `return` in a function, in a loop over an empty
# array, and after a decided `&&` that exits.
start_legacy() {
  echo "start_legacy is retired; use start_v2" >&2
  return 1
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
}

SPARE_GPUS=(
  # 4
)
for gpu in "${SPARE_GPUS[@]}"; do
  CUDA_VISIBLE_DEVICES=$gpu python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 --port $((30000 + gpu)) &
done

MAINTENANCE=1
[[ $MAINTENANCE == 1 ]] && { echo "maintenance window" >&2; exit 0; }
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30001
