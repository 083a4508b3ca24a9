FROM rocm/sgl-dev:v0.5.23-rocm700-mi35x
WORKDIR /sgl-workspace
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16", "--dsa-decode-backend", "triton", "--host", "0.0.0.0"]
