import sglang as sgl

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True,
                 speculative_algorithm="DFLASH", speculative_draft_model_path="org/dsv32-dflash",
                 speculative_eagle_topk=4)
