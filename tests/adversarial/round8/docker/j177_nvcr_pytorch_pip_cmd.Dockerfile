FROM nvcr.io/nvidia/pytorch:25.10-py3
RUN pip install --no-cache-dir "sglang[all]==0.5.23"
EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "nvfp4", "--host", "0.0.0.0"]
