FROM lmsysorg/sglang:v0.5.23-cu129
# Old launch (SGLang 0.5.19), kept for reference:
# CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--enable-hisparse", "--nsa-decode-backend", "flashmla_kv", "--kv-cache-dtype", "fp8_e5m2"]
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--dsa-decode-backend", "flashmla_kv"]
