FROM lmsysorg/sglang:v0.5.23-cu129 AS gpu
ENTRYPOINT ["python3", "-m", "sglang.launch_server"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]

# CPU image for the CI smoke test: same recipe, tiny model
FROM python:3.12-slim AS cpu-smoke
RUN pip install "sglang[srt_cpu]==0.5.23"
ENV SGLANG_USE_CPU_ENGINE=1
ENTRYPOINT ["python3", "-m", "sglang.launch_server"]
CMD ["--model-path", "hf-internal-testing/tiny-random-DeepseekV3", \
     "--disable-radix-cache"]
