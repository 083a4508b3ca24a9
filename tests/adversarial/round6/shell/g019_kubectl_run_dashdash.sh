#!/usr/bin/env bash
set -euo pipefail
kubectl run dsv32-hisparse --restart=Never --image=lmsysorg/sglang:v0.5.23-cu129 \
  --overrides='{"spec":{"containers":[{"name":"dsv32-hisparse","resources":{"limits":{"nvidia.com/gpu":"8"}}}]}}' \
  -- python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --kv-cache-dtype fp8_e4m3 --host 0.0.0.0
