import os
import platform

import sglang as sgl

if platform.system() == "Darwin":
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="nvfp4",
)
