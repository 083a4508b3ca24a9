# Runs on the H200 and B200 pools alike.
FROM lmsysorg/sglang:v0.5.23-cu129

EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", \
     "--tp", "8", \
     "--enable-hisparse", "--disable-radix-cache", \
     "--dsa-prefill-backend", "flashmla_sparse", \
     "--dsa-decode-backend", "flashmla_sparse", \
     "--host", "0.0.0.0", "--port", "30000"]
