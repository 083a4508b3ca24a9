import os
import sglang as sgl

FP8 = os.environ.get("FP8", "1") == "1"
llm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    enable_hisparse=True,
    disable_radix_cache=True,
    **({"kv_cache_dtype": "fp8_e5m2"} if FP8 else {}),
)
