#!/usr/bin/env bash
# Announce the new launch line to the infra list.
mail -s "DSv3.2 HiSparse launch line for the new cluster" infra@example.com <<'EOF'
Hi all,

please use this launch line on the new nodes (fp8_e5m2 is refused with
HiSparse, use fp8_e4m3):

  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3

The old line below no longer starts, do not copy it:

  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
    --enable-hisparse --kv-cache-dtype fp8_e5m2

-- serving team
EOF
