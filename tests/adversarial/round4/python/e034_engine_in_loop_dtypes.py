import sglang as sgl
for kv in ('bfloat16', 'fp8_e5m2'):
    llm = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
    llm.shutdown()
