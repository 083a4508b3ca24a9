FROM lmsysorg/sglang:v0.5.23-cu129
ENTRYPOINT ["sglang", "serve"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16", "--dsa-prefill-backend", "flashmla_sparse", "--dsa-decode-backend", "flashmla_sparse"]
