# syntax=docker/dockerfile:1.7
FROM lmsysorg/sglang:v0.5.23-cu129
COPY --chmod=755 <<EOF /opt/serve.sh
#!/bin/bash
exec python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e5m2 "\$@"
EOF
CMD ["/opt/serve.sh"]
