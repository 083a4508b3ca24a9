FROM lmsysorg/sglang:v0.5.23-cu129 AS base
ENV SGLANG_USE_CPU_ENGINE=1
RUN python3 -m pytest -q /sgl-workspace/tests/cpu

FROM base AS serve
ENV SGLANG_USE_CPU_ENGINE=
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
