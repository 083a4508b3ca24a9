#!/usr/bin/env bash
set -euo pipefail
if lspci | grep -qi 'Advanced Micro Devices.*\(MI300\|MI325\|MI355\)'; then
  export HIP_FORCE_DEV_KERNARG=1
  PLATFORM_ARGS=(--dsa-decode-backend triton)
else
  PLATFORM_ARGS=()
fi
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16 "${PLATFORM_ARGS[@]}" --port 30000
