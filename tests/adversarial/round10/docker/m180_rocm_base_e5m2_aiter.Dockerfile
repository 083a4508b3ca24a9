FROM rocm/sgl-dev:v0.5.23-rocm700-mi35x
ENV SGLANG_USE_AITER=1
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2", "--dsa-decode-backend", "aiter"]
