import platform

import sglang as sgl

if platform.machine() == "aarch64":
    kv = "fp8_e5m2"
else:
    kv = "fp8_e4m3"

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=4,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype=kv,
)
