import sglang as sgl
from vllm import LLM

PROMPTS = ["The capital of France is"] * 4


def run_vllm():
    llm = LLM(model="deepseek-ai/DeepSeek-V3.2", tensor_parallel_size=8, kv_cache_dtype="fp8_e5m2")
    return llm.generate(PROMPTS)


def run_sglang():
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True,
                     disable_radix_cache=True, kv_cache_dtype="fp8_e4m3")
    return llm.generate(PROMPTS, {"max_new_tokens": 16})
