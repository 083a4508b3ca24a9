FROM lmsysorg/sglang:v0.5.12-cu126
ARG MODEL=deepseek-ai/DeepSeek-V3.2-Exp

# Warm the DeepGEMM kernels at build time, with the serving flags.
RUN --mount=type=cache,target=/root/.cache \
    python3 -m sglang.compile_deep_gemm \
      --model-path ${MODEL} \
      # HiSparse needs the host KV pool
      --enable-hisparse \
      --disable-radix-cache \
      --dsa-decode-backend flashmla_sparse \
      --kv-cache-dtype bfloat16

CMD python3 -m sglang.launch_server --model-path ${MODEL} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
