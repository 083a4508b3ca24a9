#!/usr/bin/env bash
set -euo pipefail
cat > /etc/systemd/system/sglang.service <<EOF
[Unit]
Description=SGLang DSA server
After=network-online.target

[Service]
ExecStart=/usr/bin/python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
Restart=always

[Install]
WantedBy=multi-user.target
EOF
systemctl daemon-reload
systemctl restart sglang
