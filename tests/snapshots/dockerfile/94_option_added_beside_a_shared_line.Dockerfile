# Both backends pinned to flashmla_sparse and no dtype: `auto` is fp8_e4m3 on Blackwell,
# which flashmla_sparse refuses. The dtype goes beside `--enable-hisparse`, on its line.
FROM lmsysorg/sglang:v0.5.23-cu129

CMD ["python3", "-m", "sglang.launch_server", \
     "--model-path", "deepseek-ai/DeepSeek-V3.2", \
     "--enable-hisparse", "--kv-cache-dtype", "bfloat16", "--disable-radix-cache", \
     "--dsa-prefill-backend", "flashmla_sparse", \
     "--dsa-decode-backend", "flashmla_sparse", \
     "--port", "30000"]
