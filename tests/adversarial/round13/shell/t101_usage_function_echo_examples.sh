#!/bin/bash
usage() {
  echo "Usage: $0 <node-list>"
  echo
  echo "Starts nothing; prints the recommended HiSparse launch for each node."
  echo "  good: python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3"
  echo "  bad:  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2   (refused since 0.5.22)"
}
[[ $# -eq 0 ]] && { usage; exit 2; }
for node in "$@"; do
  printf '%s: python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache\n' "$node"
done
