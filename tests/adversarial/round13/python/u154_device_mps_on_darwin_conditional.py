import sys

import sglang as sgl

DEVICE = "mps" if sys.platform == "darwin" else "cuda"

engine = sgl.Engine(
    model_path="zai-org/GLM-5",
    device=DEVICE,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="bfloat16",
)
