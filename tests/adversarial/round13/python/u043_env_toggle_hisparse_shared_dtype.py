import os

import sglang as sgl

USE_HISPARSE = os.getenv("USE_HISPARSE") == "1"

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=USE_HISPARSE,
    disable_radix_cache=USE_HISPARSE,
    kv_cache_dtype="fp8_e5m2",
)
