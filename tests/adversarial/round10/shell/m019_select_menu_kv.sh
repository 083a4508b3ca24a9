#!/usr/bin/env bash
set -euo pipefail
PS3="KV cache dtype: "
select kv in fp8_e4m3 fp8_e5m2 bfloat16; do
  [[ -n "$kv" ]] && break
done
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv"
