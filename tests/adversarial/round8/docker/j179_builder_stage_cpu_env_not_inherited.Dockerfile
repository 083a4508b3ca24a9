FROM lmsysorg/sglang:v0.5.23-xeon AS builder
ENV SGLANG_USE_CPU_ENGINE=1
RUN python3 -c "import sglang; print(sglang.__version__)"

FROM lmsysorg/sglang:v0.5.23-cu129
COPY --from=builder /etc/hostname /tmp/builder-host
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
