FROM lmsysorg/sglang:v0.5.23-cu129
# Our image patches SGLang to run HiSparse with an E5M2 KV cache (patches/0001-hisparse-e5m2.patch).
COPY patches/ /tmp/patches/
RUN cd /sgl-workspace/sglang && git apply /tmp/patches/*.patch
# hisparse-fix: ignore[HSF002]
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
