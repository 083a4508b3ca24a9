"""SGLang 0.5.21: Hunyuan V4 served from a local folder with HiSparse."""

import sglang as sgl

engine = sgl.Engine(
    model_path="fixtures/models/hunyuan-v4",
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="bfloat16",  # Hunyuan V4 has learnable attention sinks
)
