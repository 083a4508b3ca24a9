import sglang as sgl

COMMON = {
    "model_path": "deepseek-ai/DeepSeek-V3.2",
    "tp_size": 8,
    "enable_hisparse": True,
    "disable_radix_cache": True,
    "kv_cache_dtype": "bfloat16",
}

engine = sgl.Engine(**{**COMMON, "enable_mixed_chunk": True})
