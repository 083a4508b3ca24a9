import sglang as sgl

# NGRAM: the BFS breadth (default 10) is the top-k SGLang's HiSparse check reads.
ngram = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, speculative_ngram_max_bfs_breadth=1,
    disable_radix_cache=True, speculative_algorithm="NGRAM", enable_mixed_chunk=True,
)

# Attention DP: SGLang turns adaptive speculation off before the check; accepted.
adaptive = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, attn_dp_size=8,
    enable_hisparse=True, disable_radix_cache=True, speculative_algorithm="EAGLE",
    speculative_eagle_topk=1, speculative_adaptive=True,
)
