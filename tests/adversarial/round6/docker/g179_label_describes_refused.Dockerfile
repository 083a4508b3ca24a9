FROM lmsysorg/sglang:v0.5.23-cu129
LABEL org.opencontainers.image.description="DeepSeek V3.2 HiSparse. Formerly: python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
