# An XPU image: SGLang gives a DSA model the intel_xpu backend there, which HiSparse
# refuses; on CUDA the same launch runs. Reported, not changed (--platform says which).
FROM lmsysorg/sglang:v0.5.23-xpu
CMD ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "4", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16"]
