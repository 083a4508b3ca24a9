#!/usr/bin/env bash
set -euo pipefail
PS3="KV dtype? "
select dtype in fp8_e4m3 bfloat16 fp8_e5m2; do
  [ -n "$dtype" ] && break
done
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype "$dtype"
