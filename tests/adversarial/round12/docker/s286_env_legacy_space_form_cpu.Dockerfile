# CPU-only image used by the docs CI to check that the recipes still parse.
FROM lmsysorg/sglang:v0.5.23-cu129

ENV SGLANG_USE_CPU_ENGINE 1
ENV OMP_NUM_THREADS 32

COPY models/DeepSeek-V3.2-tiny-random /models/DeepSeek-V3.2-tiny-random

EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "/models/DeepSeek-V3.2-tiny-random", \
     "--enable-hisparse", \
     "--disable-radix-cache", \
     "--kv-cache-dtype", "bfloat16", \
     "--host", "0.0.0.0", "--port", "30000"]
