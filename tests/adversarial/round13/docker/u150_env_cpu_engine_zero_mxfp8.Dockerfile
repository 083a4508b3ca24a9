FROM lmsysorg/sglang:v0.5.23-cu129
# the base layer used for CPU unit tests exports the CPU engine; switch it off for serving
ENV SGLANG_USE_CPU_ENGINE=0
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "zai-org/GLM-5", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "mxfp8"]
