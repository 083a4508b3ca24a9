FROM lmsysorg/sglang:v0.5.23-cu129 AS wheels
RUN pip wheel --no-deps -w /wheels sgl-kernel==0.3.20

FROM lmsysorg/sglang:v0.5.23-rocm700-mi30x
COPY --from=wheels /wheels /wheels
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--dsa-prefill-backend", "triton", "--dsa-decode-backend", "triton", "--kv-cache-dtype", "fp8_e4m3"]
