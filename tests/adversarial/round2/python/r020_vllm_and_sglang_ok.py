import sglang as sgl
from vllm import LLM

baseline = LLM(model="deepseek-ai/DeepSeek-V3.2", kv_cache_dtype="fp8_e5m2")
ours = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e4m3")
