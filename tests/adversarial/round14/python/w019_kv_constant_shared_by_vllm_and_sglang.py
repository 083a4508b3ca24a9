"""Throughput comparison, vLLM vs SGLang+HiSparse, same KV format on both sides."""
import sys
import time

import sglang as sgl
import vllm

MODEL = "deepseek-ai/DeepSeek-V3.2"
KV_CACHE_DTYPE = "fp8_e5m2"  # keep both engines on the same KV format so the numbers compare
PROMPTS = ["Write a haiku about sparse attention."] * 256


def bench_vllm():
    llm = vllm.LLM(model=MODEL, tensor_parallel_size=8, kv_cache_dtype=KV_CACHE_DTYPE)
    t = time.time()
    llm.generate(PROMPTS, vllm.SamplingParams(max_tokens=256))
    return time.time() - t


def bench_sglang():
    engine = sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype=KV_CACHE_DTYPE,
    )
    t = time.time()
    engine.generate(PROMPTS, {"max_new_tokens": 256})
    elapsed = time.time() - t
    engine.shutdown()
    return elapsed


if __name__ == "__main__":
    print({"vllm": bench_vllm, "sglang": bench_sglang}[sys.argv[1]]())
