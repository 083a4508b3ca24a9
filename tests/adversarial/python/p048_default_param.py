import sglang as sgl

def make(kv="fp8_e5m2"):
    return sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
