import sglang as sgl

with sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8,
    enable_hisparse=True, disable_radix_cache=True,
    kv_cache_dtype="mxfp8",
) as llm:
    print(llm.generate("The capital of France is"))
