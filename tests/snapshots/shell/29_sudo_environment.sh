#!/usr/bin/env bash
# Servers started as the service user. Plain sudo resets the environment,
# so the exported CPU switch does not reach the first server; sudo -E keeps it.
set -euo pipefail

export SGLANG_USE_CPU_ENGINE=1

sudo -u sglang python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --port 30000 &

sudo -E -u sglang python3 -m sglang.launch_server \
  --model-path /data/ckpt/DeepSeek-V3.2-Exp-2layer \
  --disable-radix-cache \
  --port 30010 &

wait
