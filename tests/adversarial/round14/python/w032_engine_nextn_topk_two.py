import sglang as sgl

llm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    speculative_algorithm="NEXTN",
    speculative_num_steps=3,
    speculative_eagle_topk=2,
    speculative_num_draft_tokens=4,
)
print(llm.generate("Explain MTP in one line.", {"max_new_tokens": 32})["text"])
llm.shutdown()
