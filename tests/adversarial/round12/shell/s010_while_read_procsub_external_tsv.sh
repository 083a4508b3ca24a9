#!/bin/bash
# Start every HiSparse server listed in the cluster inventory.
# Inventory columns (tab separated): port  base_gpu  kv_dtype
set -euo pipefail
INVENTORY=/etc/sglang/servers.tsv

while IFS=$'\t' read -r port base_gpu kv_dtype; do
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 4 \
    --base-gpu-id "$base_gpu" \
    --port "$port" \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype "$kv_dtype" \
    > "/var/log/sglang/server_${port}.log" 2>&1 &
done < <(grep -v '^#' "$INVENTORY")

wait
