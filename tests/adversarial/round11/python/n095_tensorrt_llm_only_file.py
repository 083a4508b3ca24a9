from tensorrt_llm import LLM
from tensorrt_llm.llmapi import KvCacheConfig

CONFIG = {"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2", "tp_size": 8}

llm = LLM(model="deepseek-ai/DeepSeek-V3.2", tensor_parallel_size=CONFIG["tp_size"],
          kv_cache_config=KvCacheConfig(dtype="fp8"))
