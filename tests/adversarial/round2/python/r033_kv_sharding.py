import sglang as sgl

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, enable_kv_cache_sharding=True)
