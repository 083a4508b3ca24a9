#!/usr/bin/env bash
# The bastion only allows interactive sessions, so type the command in.
expect <<'EOF'
set timeout 30
spawn ssh ops@gpu-b07
expect "$ "
send "cd /srv/sglang && source .venv/bin/activate\r"
expect "$ "
send "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000\r"
interact
EOF
