FROM lmsysorg/sglang:v0.5.23-cu129
LABEL org.opencontainers.image.description="DSV3.2 HiSparse; do not use --kv-cache-dtype fp8_e5m2"
HEALTHCHECK --interval=30s CMD curl -sf http://localhost:30000/health || exit 1
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16"]
