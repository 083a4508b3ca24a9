FROM lmsysorg/sglang:v0.5.23-cu129 AS test
ENV SGLANG_USE_CPU_ENGINE=1
RUN python3 -m pytest -q tests/cpu

FROM lmsysorg/sglang:v0.5.23-cu129 AS serve
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
