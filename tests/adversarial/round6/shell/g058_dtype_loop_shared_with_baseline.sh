#!/usr/bin/env bash
set -euo pipefail
BASE_MODEL=deepseek-ai/DeepSeek-V3
for KV in bfloat16 fp8_e5m2; do
  python3 -m sglang.launch_server --model-path "$BASE_MODEL" --tp 8 --kv-cache-dtype "$KV" --port 30000 &
  PID=$!; sleep 600; python3 -m sglang.bench_serving --backend sglang --port 30000 --num-prompts 100; kill $PID; wait $PID || true
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" --port 30001 &
  PID=$!; sleep 600; python3 -m sglang.bench_serving --backend sglang --port 30001 --num-prompts 100; kill $PID; wait $PID || true
done
