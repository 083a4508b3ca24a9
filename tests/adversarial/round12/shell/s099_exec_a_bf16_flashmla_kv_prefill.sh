#!/usr/bin/env bash
# Container entrypoint: show up as "sglang-dsv32" in ps/top for the node exporter.
set -e
export NCCL_IB_DISABLE=0
exec -a sglang-dsv32 python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 \
  --dsa-prefill-backend flashmla_kv \
  --host 0.0.0.0 --port 30000
