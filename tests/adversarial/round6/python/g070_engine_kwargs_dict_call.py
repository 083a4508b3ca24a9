import sglang as sgl

engine_kwargs = dict(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    trust_remote_code=True,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e5m2",
)

if __name__ == "__main__":
    llm = sgl.Engine(**engine_kwargs)
    print(llm.generate("The capital of France is", {"max_new_tokens": 8}))
    llm.shutdown()
