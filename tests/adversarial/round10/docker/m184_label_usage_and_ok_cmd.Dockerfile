FROM lmsysorg/sglang:v0.5.23-cu129
LABEL org.opencontainers.image.description="DeepSeek V3.2 HiSparse. Not: --kv-cache-dtype fp8_e5m2 --enable-mixed-chunk"
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--dsa-prefill-backend", "flashinfer_sparse_mla", "--dsa-decode-backend", "flashinfer_sparse_mla"]
