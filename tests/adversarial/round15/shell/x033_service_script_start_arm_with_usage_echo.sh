#!/usr/bin/env bash
# sglangctl: start | stop | status
set -euo pipefail
PORT=30000

case "${1:-}" in
  start)
    nohup python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
      --enable-hisparse --disable-radix-cache \
      --kv-cache-dtype mxfp8 \
      --port "$PORT" >/var/log/sglang.log 2>&1 &
    echo $! >/run/sglang.pid
    ;;
  stop)
    kill "$(cat /run/sglang.pid)"
    ;;
  status)
    curl -sf "http://127.0.0.1:$PORT/health" && echo up || echo down
    ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    echo "  start runs: python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype mxfp8 ..." >&2
    exit 2
    ;;
esac
