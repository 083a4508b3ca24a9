FROM lmsysorg/sglang:v0.5.23-cu129 AS base
WORKDIR /srv
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]

FROM base AS dev
RUN pip install --no-cache-dir debugpy

FROM base AS prod
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16"]
