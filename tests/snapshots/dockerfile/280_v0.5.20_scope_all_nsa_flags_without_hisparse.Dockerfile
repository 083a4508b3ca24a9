# DeepSeek-V3.2 on SGLang, as an image built for 0.5.12: no HiSparse.
FROM lmsysorg/sglang:v0.5.20
EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", \
     "--nsa-prefill-backend", "flashmla_sparse", \
     "--nsa-decode-backend", "flashmla_kv", \
     "--host", "0.0.0.0", "--port", "30000"]
