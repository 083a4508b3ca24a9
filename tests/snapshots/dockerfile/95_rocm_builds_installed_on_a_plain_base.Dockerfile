# A plain base with ROCm's builds installed: as much a ROCm image as a ROCm base.
FROM ubuntu:22.04
RUN pip3 install --index-url https://download.pytorch.org/whl/rocm6.3 torch && \
    pip3 install "sglang[all_hip]==0.5.23"
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", \
     "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16", \
     "--dsa-decode-backend", "triton"]
