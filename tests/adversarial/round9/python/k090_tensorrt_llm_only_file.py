# Same model as our SGLang --enable-hisparse deployment, served with TensorRT-LLM.
from tensorrt_llm import LLM
from tensorrt_llm.llmapi import KvCacheConfig

llm = LLM(model="deepseek-ai/DeepSeek-V3.2", tensor_parallel_size=8, kv_cache_config=KvCacheConfig(dtype="fp8", enable_block_reuse=True))
print(llm.generate(["hello"]))
