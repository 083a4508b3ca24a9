import sglang as sgl

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, hisparse_config='{"top_k": 2048}', kv_cache_dtype="bfloat16", dsa_decode_backend="fa3")
