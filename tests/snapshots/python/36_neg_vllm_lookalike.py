"""Compare SGLang and vLLM on the same prompts; only vLLM's config mentions HiSparse-like keys."""

import sglang as sgl
import vllm

PROMPTS = ["Summarise the paper in one line."]


def run_vllm():
    llm = vllm.LLM(
        model="deepseek-ai/DeepSeek-V3.2-Exp",
        attention_config={"enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2"},
    )
    return llm.generate(PROMPTS)


def run_sglang():
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", tp_size=8)
    return llm.generate(PROMPTS)
