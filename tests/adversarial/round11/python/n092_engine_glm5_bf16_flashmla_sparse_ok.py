import sglang as sgl

engine = sgl.Engine(
    model_path="zai-org/GLM-5-FP8",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="bfloat16",
    dsa_prefill_backend="flashmla_sparse",
    dsa_decode_backend="flashmla_sparse",
)
