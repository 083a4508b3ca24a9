from vllm import LLM, SamplingParams

llm = LLM(model="deepseek-ai/DeepSeek-V3.2", tensor_parallel_size=8, kv_cache_dtype="fp8_e5m2",
          additional_config={"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"})
print(llm.generate(["hi"], SamplingParams(max_tokens=8)))
