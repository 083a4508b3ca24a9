#!/usr/bin/env bash
# Latency box: keep the scheduler process ahead of the log shippers.
# Needs CAP_SYS_NICE (granted to the sglang unit via AmbientCapabilities).
set -euo pipefail
ulimit -n 65536
export NCCL_IB_DISABLE=0
exec chrt --rr 10 ionice -c2 -n0 nice -n -5 \
  python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --tp 8 --trust-remote-code \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype fp4_mx_block16 \
    --port 30000
