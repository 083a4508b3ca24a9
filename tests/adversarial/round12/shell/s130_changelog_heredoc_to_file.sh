#!/usr/bin/env bash
# Append the release note for the 0.5.23 upgrade.
set -euo pipefail
DATE=$(date +%F)
cat >> CHANGELOG.md <<EOF

## ${DATE}: SGLang 0.5.23

HiSparse launches must now use a bf16 or fp8_e4m3 KV cache.

Before (refused by 0.5.23):

    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
      --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2

After:

    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
      --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3
EOF
git add CHANGELOG.md
