#!/usr/bin/env bash
# Library of helper functions; the old launch at the bottom is kept for reference.
wait_ready() { until curl -sf "http://127.0.0.1:$1/health" >/dev/null; do sleep 2; done; }

return 0 2>/dev/null || exit 0

# --- old single-node recipe (pre-0.5.20), never reached ---
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --kv-cache-dtype fp8_e5m2 --port 30000
