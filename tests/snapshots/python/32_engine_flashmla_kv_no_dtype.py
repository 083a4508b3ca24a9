"""Offline throughput check with the FlashMLA KV decode kernel pinned."""

import sglang as sgl

if __name__ == "__main__":
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2-Exp",
        tp_size=8,
        enable_hisparse=True,
        kv_cache_dtype="fp8_e4m3",
        disable_radix_cache=True,
        dsa_decode_backend="flashmla_kv",
    )
    print(llm.generate("Hello", {"max_new_tokens": 8})["text"])
    llm.shutdown()
