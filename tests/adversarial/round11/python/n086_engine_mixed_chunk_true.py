import sglang as sgl

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="bfloat16",
    enable_mixed_chunk=True,
    chunked_prefill_size=8192,
)
