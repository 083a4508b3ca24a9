import sglang as sgl
from vllm import LLM

baseline = LLM(model="deepseek-ai/DeepSeek-V3.2", tensor_parallel_size=8, kv_cache_dtype="fp8_e5m2")
candidate = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
