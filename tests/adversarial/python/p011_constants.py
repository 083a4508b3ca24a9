import sglang as sgl

USE_HISPARSE = True
KV = "fp8_e5m2"

engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=USE_HISPARSE, disable_radix_cache=True, kv_cache_dtype=KV)
