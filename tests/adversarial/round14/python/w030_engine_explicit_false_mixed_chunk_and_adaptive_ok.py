import sglang as sgl

# Mixed chunking stays off on purpose: HiSparse cannot merge its decode batch into a
# mixed prefill batch. Keep the explicit False so the default never sneaks back in.
engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
    enable_mixed_chunk=False,
    speculative_adaptive=False,
)
print(engine.generate("1 + 1 =", {"max_new_tokens": 4})["text"])
engine.shutdown()
