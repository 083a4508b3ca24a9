#!/bin/bash
# Nightly CPU-only functional check of the HiSparse code path (runs as a transient unit).
UNIT=sglang-cpu-smoke-$(date +%s)

systemd-run --user --unit "$UNIT" --collect \
  -E SGLANG_USE_CPU_ENGINE=1 \
  -E HF_HUB_OFFLINE=1 \
  -p MemoryMax=200G \
  /opt/venvs/sglang/bin/python -m sglang.launch_server \
    --model-path /data/ckpt/DeepSeek-V3.2 \
    --enable-hisparse \
    --disable-radix-cache \
    --kv-cache-dtype bfloat16 \
    --port 31000

sleep 120
journalctl --user -u "$UNIT" --no-pager | tail -n 50
