# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129
COPY --chmod=755 <<EOF /app/start.sh
#!/usr/bin/env bash
exec python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype nvfp4 "\$@"
EOF
CMD ["/app/start.sh"]
