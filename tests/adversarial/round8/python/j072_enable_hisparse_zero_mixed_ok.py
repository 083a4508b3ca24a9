import sglang as sgl

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=0, enable_mixed_chunk=True, kv_cache_dtype="fp8_e4m3")
