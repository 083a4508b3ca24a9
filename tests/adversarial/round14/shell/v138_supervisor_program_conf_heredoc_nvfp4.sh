#!/usr/bin/env bash
set -e
cat >/etc/supervisor/conf.d/sglang.conf <<'EOF'
[program:sglang]
command=python3 -m sglang.launch_server --model-path /models/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 --port 30000
directory=/srv
autorestart=true
stdout_logfile=/var/log/sglang.log
redirect_stderr=true
EOF
supervisorctl reread
supervisorctl update
