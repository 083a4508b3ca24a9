# Two images from one file:
#   docker build --target server   -t dsv32-server .
#   docker build --target hisparse -t dsv32-server-hisparse .
FROM lmsysorg/sglang:v0.5.23-cu129 AS server
ENTRYPOINT ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--kv-cache-dtype", "fp8_e5m2"]

FROM server AS hisparse
CMD ["--enable-hisparse", "--disable-radix-cache"]
