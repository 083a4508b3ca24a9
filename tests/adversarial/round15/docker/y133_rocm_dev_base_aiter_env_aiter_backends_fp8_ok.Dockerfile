FROM rocm/sgl-dev:v0.5.23-rocm700-mi35x-20260301

ENV SGLANG_USE_AITER=1 \
    HIP_FORCE_DEV_KERNARG=1 \
    HF_HOME=/models/hf

EXPOSE 30000
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--dsa-prefill-backend", "aiter", "--dsa-decode-backend", "aiter", "--port", "30000"]
