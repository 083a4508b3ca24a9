#!/usr/bin/env bash
set -euo pipefail
cat >/dev/null <<'NOTES'
Old launch, kept for reference until the 0.5.23 rollout is done:
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --kv-cache-dtype fp8_e5m2
NOTES

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
