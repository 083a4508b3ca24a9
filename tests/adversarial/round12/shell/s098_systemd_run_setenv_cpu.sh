#!/usr/bin/env bash
# Transient user unit on the CPU box; logs via journalctl --user -u sglang-cpu.
systemd-run --user --unit=sglang-cpu --collect \
  --setenv=SGLANG_USE_CPU_ENGINE=1 \
  --setenv=OMP_NUM_THREADS=96 \
  -p MemoryHigh=900G \
  /opt/sglang/.venv/bin/python3 -m sglang.launch_server \
    --model-path deepseek-ai/DeepSeek-V3.2 \
    --trust-remote-code \
    --enable-hisparse \
    --disable-radix-cache \
    --port 30000
journalctl --user -u sglang-cpu -f
