import os

import sglang as sgl

llm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=int(os.environ.get("TP", "8")),
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype=os.environ.get("KV_DTYPE", "fp8_e5m2"),
)
