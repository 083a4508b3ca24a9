FROM lmsysorg/sglang:v0.5.23-cu129

# Build the CPU variant with: docker build --build-arg SGLANG_USE_CPU_ENGINE=1 .
ARG SGLANG_USE_CPU_ENGINE=0
ENV SGLANG_USE_CPU_ENGINE=${SGLANG_USE_CPU_ENGINE}

EXPOSE 30000
CMD python3 -m sglang.launch_server \
      --model-path deepseek-ai/DeepSeek-V3.2 \
      --tp 8 \
      --enable-hisparse \
      --disable-radix-cache \
      --kv-cache-dtype fp8_e4m3 \
      --host 0.0.0.0 --port 30000
