import sglang as sgl

def make_engine(**overrides):
    kwargs = dict(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
    kwargs.update(overrides)
    return sgl.Engine(**kwargs)
