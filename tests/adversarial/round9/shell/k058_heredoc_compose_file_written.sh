#!/usr/bin/env bash
set -euo pipefail
cat > compose.yaml <<EOF
services:
  sglang:
    image: lmsysorg/sglang:v0.5.23-cu129
    command: python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
EOF
docker compose up -d
