#!/bin/bash
mkdir -p jobs
cat > jobs/serve.sh <<'EOF'
#!/bin/bash
exec python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
EOF
chmod +x jobs/serve.sh
( crontab -l 2>/dev/null; echo "@reboot $PWD/jobs/serve.sh" ) | crontab -
