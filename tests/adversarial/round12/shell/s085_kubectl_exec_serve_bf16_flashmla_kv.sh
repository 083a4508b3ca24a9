#!/usr/bin/env bash
# Restart the server inside the debug pod (the pod itself just runs `sleep infinity`).
NS=llm-serving
POD=$(kubectl -n "$NS" get pod -l app=dsv32-debug -o jsonpath='{.items[0].metadata.name}')

kubectl -n "$NS" exec "$POD" -c sglang -- \
  sglang serve deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype bfloat16 \
    --dsa-decode-backend flashmla_kv \
    --host 0.0.0.0 --port 30000
