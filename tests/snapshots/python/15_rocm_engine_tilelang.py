"""MI300X offline example: HiSparse with the TileLang DSA kernels (ROCm only)."""

import os

import sglang as sgl

os.environ["SGLANG_USE_AITER"] = "1"

if __name__ == "__main__":
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2-Exp",
        tp_size=8,
        trust_remote_code=True,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="bfloat16",
        dsa_prefill_backend="tilelang", dsa_decode_backend="tilelang",
    )
    print(llm.generate("The capital of France is", {"max_new_tokens": 16})["text"])
    llm.shutdown()
