# syntax=docker/dockerfile:1
FROM lmsysorg/sglang:v0.5.23-cu129 AS base
ENV HF_HOME=/models

FROM base AS serve
# DeepSeek V3.2 with HiSparse
CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", \
     "--enable-hisparse", \
     "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e4m3"]

FROM base AS cpu
ENV SGLANG_USE_CPU_ENGINE=1
ENTRYPOINT ["python3", "-m", "sglang.launch_server"]
CMD ["--model-path", "x", "--disable-radix-cache"]

FROM base AS build
RUN python3 -m sglang.compile_deep_gemm \
      --model-path deepseek-ai/DeepSeek-V3.2-Exp \
      # warm the kernels for HiSparse
      --enable-hisparse \
      --disable-radix-cache \
      --kv-cache-dtype fp8_e4m3
