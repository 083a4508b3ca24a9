FROM lmsysorg/sglang:v0.5.23-cu129
LABEL org.opencontainers.image.title="dsv32-hisparse-bf16"
ENV HF_HOME=/models/hf
EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", \
     "--enable-hisparse", "--disable-radix-cache", \
     "--kv-cache-dtype", "bfloat16", \
     "--dsa-prefill-backend", "flashmla_sparse", "--dsa-decode-backend", "flashmla_sparse", \
     "--host", "0.0.0.0", "--port", "30000"]
