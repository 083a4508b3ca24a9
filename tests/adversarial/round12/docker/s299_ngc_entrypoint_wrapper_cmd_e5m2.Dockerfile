FROM nvcr.io/nvidia/pytorch:25.04-py3

RUN pip install --no-cache-dir "sglang[all]==0.5.23"

# Keep the NGC entrypoint (prints the banner and license, then runs "$@").
ENTRYPOINT ["/opt/nvidia/nvidia_entrypoint.sh"]
CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", \
     "--tp", "8", \
     "--enable-hisparse", "--disable-radix-cache", \
     "--kv-cache-dtype", "fp8_e5m2", \
     "--host", "0.0.0.0", "--port", "30000"]
