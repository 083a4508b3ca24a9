import sglang as sgl

try:
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
except Exception:
    llm = None
