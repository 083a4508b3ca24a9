import os

import sglang as sgl

# FP8 KV halves the cache; set DSV32_FP8_KV=0 on the accuracy runs.
USE_FP8 = os.environ.get("DSV32_FP8_KV", "1") == "1"

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e5m2" if USE_FP8 else "bfloat16",
)
print(engine.generate("Hello", {"max_new_tokens": 4})["text"])
engine.shutdown()
