# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129

COPY --chmod=755 <<'EOF' /usr/local/bin/entrypoint.sh
#!/bin/bash
set -e
if ! nvidia-smi -L >/dev/null 2>&1; then
  echo "no GPU visible; falling back to the CPU engine" >&2
  export SGLANG_USE_CPU_ENGINE=1
fi
exec "$@"
EOF

ENTRYPOINT ["/usr/local/bin/entrypoint.sh"]
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2", "--port", "30000"]
