import sglang as sgl

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=1, disable_radix_cache=1, kv_cache_dtype="fp8_e5m2")
