import sglang as sgl

engines = [
    sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
    for kv in ("bfloat16", "fp8_e5m2")
]
