#!/bin/bash
echo "Example: python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --kv-cache-dtype fp8_e5m2"
cat <<'USAGE'
usage: run.sh
  python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2
USAGE
