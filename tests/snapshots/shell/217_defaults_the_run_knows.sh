#!/usr/bin/env bash
# Defaults the script itself decides: the caller's value is dropped, or none is passed.
unset KV_DTYPE          # never inherit the caller's value
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype "${KV_DTYPE-fp8_e4m3}" --port 30000

serve() {
  local kv=${1:-fp8_e4m3} port=${2:-30001}
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv" --port "$port"
}
serve
