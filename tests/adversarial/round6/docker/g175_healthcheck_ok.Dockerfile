FROM lmsysorg/sglang:v0.5.23-cu129
HEALTHCHECK --interval=30s --timeout=5s --start-period=1200s CMD curl -sf http://localhost:30000/health || exit 1
ENTRYPOINT ["python3", "-m", "sglang.launch_server"]
CMD ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--dsa-decode-backend", "flashinfer_sparse_mla", "--host", "0.0.0.0", "--port", "30000"]
