FROM lmsysorg/sglang:v0.5.23-cu129
LABEL org.opencontainers.image.description="DeepSeek-V3.2 HiSparse server. Note: '--enable-hisparse --kv-cache-dtype fp8_e5m2' is refused by SGLang 0.5.20+."
HEALTHCHECK --interval=30s CMD curl -fsS http://localhost:30000/health || exit 1
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
