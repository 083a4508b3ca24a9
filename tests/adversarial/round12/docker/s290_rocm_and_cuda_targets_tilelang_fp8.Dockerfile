# One Dockerfile, two build targets:
#   docker build --target rocm -t dsv32-hisparse:rocm .
#   docker build --target cuda -t dsv32-hisparse:cuda .

FROM lmsysorg/sglang:v0.5.23-rocm700-mi30x AS rocm
ENV SGLANG_USE_AITER=1
EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", \
     "--enable-hisparse", "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e4m3", \
     "--dsa-decode-backend", "tilelang", \
     "--host", "0.0.0.0", "--port", "30000"]

FROM lmsysorg/sglang:v0.5.23-cu129 AS cuda
EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", \
     "--enable-hisparse", "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e4m3", \
     "--dsa-decode-backend", "tilelang", \
     "--host", "0.0.0.0", "--port", "30001"]
