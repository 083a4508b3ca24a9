FROM nvcr.io/nvidia/pytorch:25.01-py3

RUN pip install --no-cache-dir "sglang[all]==0.5.23"

LABEL org.opencontainers.image.description="DeepSeek-V3.2 + HiSparse (bf16 KV cache). Note: fp8_e5m2 is refused with --enable-hisparse."

HEALTHCHECK --interval=30s --start-period=15m CMD curl -fs http://localhost:30000/health || exit 1
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16", "--dsa-prefill-backend", "flashmla_sparse", "--dsa-decode-backend", "flashmla_sparse", "--port", "30000"]
