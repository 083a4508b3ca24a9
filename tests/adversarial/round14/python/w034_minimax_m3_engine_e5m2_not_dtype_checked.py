"""MiniMax M3 with HiSparse (its own Triton sparse kernels)."""
import sglang as sgl

engine = sgl.Engine(
    model_path="MiniMaxAI/MiniMax-M3",
    tp_size=8,
    trust_remote_code=True,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e5m2",
)
print(engine.generate("Hi", {"max_new_tokens": 8})["text"])
engine.shutdown()
