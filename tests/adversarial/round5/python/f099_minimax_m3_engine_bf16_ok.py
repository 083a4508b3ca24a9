import sglang as sgl

llm = sgl.Engine(model_path="MiniMaxAI/MiniMax-M3", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="bfloat16")
