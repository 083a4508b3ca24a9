#!/usr/bin/env bash
# NVIDIA Dynamo's SGLang worker and the SGLang router: both parse SGLang's server options.
set -euo pipefail

MODEL=deepseek-ai/DeepSeek-V3.2-Exp

python3 -m dynamo.frontend --http-port 8000 &

# Dynamo's own options (--endpoint, --migration-limit) sit next to SGLang's.
python3 -m dynamo.sglang \
  --model-path "$MODEL" \
  --tp 8 \
  --endpoint dyn://dynamo.backend.generate \
  --migration-limit 3 \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 &

# The router with two data-parallel servers, which take the server options.
python3 -m sglang_router.launch_server \
  --model-path "$MODEL" \
  --dp 2 \
  --router-policy cache_aware \
  --enable-hisparse \
  --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3

# The router alone takes no server options: not a launch.
python3 -m sglang_router.launch_router --worker-urls http://w0:30000 --kv-cache-dtype fp8_e5m2
wait
