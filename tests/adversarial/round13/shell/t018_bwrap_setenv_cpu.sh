#!/bin/bash
# CPU-only sandbox: no /dev/nvidia* bound in, CPU engine forced.
bwrap --ro-bind /usr /usr --ro-bind /opt /opt --ro-bind /data /data \
  --proc /proc --dev /dev --tmpfs /tmp \
  --setenv SGLANG_USE_CPU_ENGINE 1 \
  /opt/venv/bin/python -m sglang.launch_server \
    --model-path /data/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache \
    --kv-cache-dtype bfloat16 --port 30000
