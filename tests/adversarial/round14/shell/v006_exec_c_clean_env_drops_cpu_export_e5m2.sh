#!/bin/bash
# container entrypoint: the self-test needs the CPU engine, the server must not
# inherit anything from it, so it starts from an empty environment.
set -e
export SGLANG_USE_CPU_ENGINE=1
python3 /opt/checks/cpu_selftest.py
cd /srv
exec -c python3 -m sglang.launch_server \
  --model-path /models/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --host 0.0.0.0 --port 30000
