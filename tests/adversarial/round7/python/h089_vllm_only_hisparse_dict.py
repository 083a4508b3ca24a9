from vllm import LLM

llm = LLM(model="deepseek-ai/DeepSeek-V3.2", kv_cache_dtype="fp8_e5m2",
          additional_config={"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"})
