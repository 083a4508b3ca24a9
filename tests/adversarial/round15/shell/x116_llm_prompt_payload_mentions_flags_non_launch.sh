#!/usr/bin/env bash
# Ask the internal assistant to explain a refusal.
curl -s http://assistant.internal/v1/chat/completions \
  -H 'Content-Type: application/json' \
  -d @- <<'JSON'
{"model": "helper", "messages": [{"role": "user", "content": "Why does `python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2` fail to start, and what should I use instead?"}]}
JSON
