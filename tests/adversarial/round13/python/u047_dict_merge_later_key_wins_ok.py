import sglang as sgl

BASE = {
    "model_path": "deepseek-ai/DeepSeek-V3.2",
    "tp_size": 8,
    "enable_hisparse": True,
    "disable_radix_cache": True,
    "kv_cache_dtype": "fp8_e5m2",
}

engine = sgl.Engine(**{**BASE, "kv_cache_dtype": "fp8_e4m3"})
engine.shutdown()
