import sglang as sgl

engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", kv_cache_dtype="fp8_e5m2", tp_size=8)
