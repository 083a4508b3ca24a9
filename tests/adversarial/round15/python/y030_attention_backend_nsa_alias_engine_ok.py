"""HiSparse engine on H200 with the bf16 cache and FlashMLA sparse kernels."""
import sglang as sgl

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    attention_backend="nsa",  # deprecated alias of "dsa"; still accepted
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="bfloat16",
    dsa_prefill_backend="flashmla_sparse",
    dsa_decode_backend="flashmla_sparse",
)
print(engine.generate("Hello", {"max_new_tokens": 8})["text"])
engine.shutdown()
