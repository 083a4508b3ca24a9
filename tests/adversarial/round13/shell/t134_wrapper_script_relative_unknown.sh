#!/bin/bash
# launch_common.sh wraps sglang.launch_server with the cluster defaults.
cd "$(dirname "$0")"
./scripts/launch_common.sh \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000
