import sglang as sgl
llm = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=True, disable_radix_cache=True, speculative_algorithm='EAGLE', speculative_eagle_topk=1, speculative_adaptive=True)
