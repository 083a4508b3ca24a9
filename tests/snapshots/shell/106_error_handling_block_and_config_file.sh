#!/usr/bin/env bash
# Error handling after a launch is not a negative test; a --config file may set options.
set -euo pipefail

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000 || {
  echo "sglang server exited with an error" >&2
  exit 1
}

cat > /tmp/base.yaml <<'YAML'
model-path: deepseek-ai/DeepSeek-V3.2
tp: 8
disable-radix-cache: true
YAML
python3 -m sglang.launch_server --config /tmp/base.yaml --enable-hisparse --port 30001
