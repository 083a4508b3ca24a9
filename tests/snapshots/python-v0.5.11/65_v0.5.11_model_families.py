import sglang as sgl

# SGLang 0.5.11 runs HiSparse on DSA models only: DeepSeek V4 joins in 0.5.12 and
# MiniMax M3 in 0.5.21.
dsa = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True,
    disable_radix_cache=True, kv_cache_dtype="bfloat16",
)
v4 = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V4-Flash", tp_size=8, enable_hisparse=True,
    disable_radix_cache=True, kv_cache_dtype="bfloat16",
)
m3 = sgl.Engine(
    model_path="MiniMaxAI/MiniMax-M3", tp_size=8, enable_hisparse=True,
    disable_radix_cache=True, kv_cache_dtype="bfloat16",
)
