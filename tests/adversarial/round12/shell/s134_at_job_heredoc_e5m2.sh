#!/usr/bin/env bash
# Start the server after tonight's maintenance window (at keeps our environment).
at 02:30 tomorrow <<'EOF'
cd /srv/sglang
./.venv/bin/python -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 \
  --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 \
  --port 30000 >> /var/log/sglang/dsv32.log 2>&1
EOF
atq
