FROM lmsysorg/sglang:v0.5.23-cu129

# Warm the HF cache and JIT kernels at build time (our builders have GPUs attached).
RUN python3 -c "import sglang as sgl; e = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2', tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype='fp8_e5m2'); e.shutdown()"

CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
