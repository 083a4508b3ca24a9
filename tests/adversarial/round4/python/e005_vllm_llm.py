from vllm import LLM
llm = LLM(model='deepseek-ai/DeepSeek-V3.2-Exp', kv_cache_dtype='fp8_e5m2', enable_hisparse=True)
