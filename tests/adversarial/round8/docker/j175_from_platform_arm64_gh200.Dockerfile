FROM --platform=linux/arm64 lmsysorg/sglang:v0.5.23-cu129-arm64
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "4", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
