#!/bin/bash
# The lab network only reaches the HF hub through the SOCKS proxy.
proxychains4 -q -f /etc/proxychains-hf.conf \
  python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 \
  --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000
