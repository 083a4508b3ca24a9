FROM rocm/pytorch:rocm7.0_ubuntu24.04_py3.12_pytorch_release_2.8.0
RUN pip install --no-cache-dir "sglang[all]==0.5.23"
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--dsa-decode-backend", "aiter", "--kv-cache-dtype", "mxfp8"]
