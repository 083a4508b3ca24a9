import sglang

with sglang.Engine(model_path="deepseek-ai/DeepSeek-V3.2", device="xpu", enable_hisparse=True, disable_radix_cache=True) as llm:
    print(llm.generate("hi", {"max_new_tokens": 4}))
