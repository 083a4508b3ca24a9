"""HiSparse + n-gram speculation (linear: one branch per step)."""
import sglang as sgl

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
    speculative_algorithm="NGRAM",
    speculative_ngram_max_bfs_breadth=1,
    speculative_num_draft_tokens=8,
)
print(engine.generate("def fib(n):", {"max_new_tokens": 64})["text"])
engine.shutdown()
