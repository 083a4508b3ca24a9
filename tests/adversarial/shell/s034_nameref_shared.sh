#!/bin/bash
add_kv() {
  local -n _arr=$1
  _arr+=(--kv-cache-dtype fp8_e5m2)
}
SGL=(--model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache)
VLLM=(--model deepseek-ai/DeepSeek-V3.2-Exp)
add_kv SGL
add_kv VLLM
python3 -m sglang.launch_server "${SGL[@]}"
vllm serve "${VLLM[@]}"
