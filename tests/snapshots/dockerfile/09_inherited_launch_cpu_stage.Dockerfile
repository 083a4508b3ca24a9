# syntax=docker/dockerfile:1
FROM lmsysorg/sglang:v0.5.23-cu129 AS server
ENV SGLANG_DISABLE_CUDNN_CHECK=1
ENTRYPOINT ["python3", "-m", "sglang.launch_server"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", \
     "--enable-hisparse", \
     "--kv-cache-dtype", "fp8_e5m2"]

# the same server, tagged for the registry: same environment, read once
FROM server AS release
LABEL org.opencontainers.image.title="dsv32-hisparse"

# CI smoke test on CPU runners: inherits ENTRYPOINT and CMD, runs them on the CPU engine
FROM server AS cpu-smoke
ENV SGLANG_USE_CPU_ENGINE=1
