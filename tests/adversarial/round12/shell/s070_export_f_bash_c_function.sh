#!/usr/bin/env bash
# The watchdog restarts the server through a child bash, so the function is exported.
set -euo pipefail

serve_hs() {
  exec python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype fp8_e5m2 \
    --port 30000
}
export -f serve_hs

while true; do
  timeout --signal=TERM 24h bash -c serve_hs || echo "server exited ($?), restarting in 10s" >&2
  sleep 10
done
