import sglang as sgl

BASE = dict(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, tp_size=8)
llm = sgl.Engine(**{**BASE, "kv_cache_dtype": "fp8_e5m2"})
