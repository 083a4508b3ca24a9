FROM lmsysorg/sglang:v0.5.23-cu129 AS gpu
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]

FROM gpu AS cpu
ENV SGLANG_USE_CPU_ENGINE=1
