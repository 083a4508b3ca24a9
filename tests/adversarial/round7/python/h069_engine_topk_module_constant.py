import sglang as sgl

TOPK = 4
STEPS = 3

llm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    enable_hisparse=True,
    disable_radix_cache=True,
    speculative_algorithm="EAGLE",
    speculative_num_steps=STEPS,
    speculative_eagle_topk=TOPK,
    speculative_num_draft_tokens=8,
)
