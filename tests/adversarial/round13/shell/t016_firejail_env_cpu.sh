#!/bin/bash
# Sandboxed CPU smoke run for the security review (no GPU devices inside the jail)
firejail --noprofile --nogroups --nosound --no3d \
  --env=SGLANG_USE_CPU_ENGINE=1 \
  --env=OMP_NUM_THREADS=32 \
  python3 -m sglang.launch_server \
    --model-path /data/DeepSeek-V3.2 \
    --enable-hisparse \
    --disable-radix-cache \
    --port 30000
