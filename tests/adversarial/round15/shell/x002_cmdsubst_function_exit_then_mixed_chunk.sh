#!/usr/bin/env bash
set -eo pipefail

# First free port from 30000 up.
free_port() {
  local p
  for p in 30000 30001 30002 30003; do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
      echo "$p"
      exit 0
    fi
  done
  echo 30010
}

PORT=$(free_port)
echo "serving GLM-5 on :$PORT"

python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 \
  --tp 8 \
  --enable-hisparse \
  --disable-radix-cache \
  --enable-mixed-chunk \
  --chunked-prefill-size 8192 \
  --port "$PORT"
