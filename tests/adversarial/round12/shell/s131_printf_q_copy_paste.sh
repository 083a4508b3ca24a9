#!/usr/bin/env bash
# Prints the exact launch for the on-call to paste on the GPU node (no ssh from
# the bastion). Usage: ./print_launch.sh > launch.txt
MODEL=deepseek-ai/DeepSeek-V3.2
cmd=(
  python3 -m sglang.launch_server
  --model-path "$MODEL"
  --tp 8 --trust-remote-code
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e5m2
  --host 0.0.0.0 --port 30000
)
printf '%q ' "${cmd[@]}"
printf '\n'
