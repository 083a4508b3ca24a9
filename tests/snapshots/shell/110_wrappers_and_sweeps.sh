#!/usr/bin/env bash
# A launch under a pty wrapper, one on every node, and sweeps over dtypes.
set -euo pipefail
script -q -c "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3" /dev/null

pdsh -w node[01-02] 'python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 16 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3'

for kv in fp8_e4m3 bfloat16; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv" --port 30001
done

for kv in fp8_e4m3 fp8_e5m2; do
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype "$kv" --port 30002
done
