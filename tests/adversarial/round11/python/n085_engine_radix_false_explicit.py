import sglang as sgl

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=False,
    kv_cache_dtype="fp8_e4m3",
)
