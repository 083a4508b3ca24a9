# CI smoke image: runs on the CPU runners
FROM lmsysorg/sglang:v0.5.23-cu129
CMD ["env", "SGLANG_USE_CPU_ENGINE=1", "OMP_NUM_THREADS=32", \
     "python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", \
     "--enable-hisparse", "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e5m2", "--port", "30000"]
