"""The same HiSparse benchmark on vLLM (which spells its own settings)."""

from vllm import LLM, SamplingParams

ATTENTION = {"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2", "top_k": 2048}
HISPARSE = {"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"}

llm = LLM(
    model="deepseek-ai/DeepSeek-V3.2-Exp",
    attention_config={"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"},
)
other = LLM(model="deepseek-ai/DeepSeek-V3.2-Exp", attention_config=HISPARSE)
print(llm.generate(["Hello"], SamplingParams(max_tokens=8)))
