import os

# Our launcher template sets this for every job; SGLang only honours the value "1".
os.environ["SGLANG_USE_CPU_ENGINE"] = "True"

import sglang as sgl  # noqa: E402

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
)
engine.shutdown()
