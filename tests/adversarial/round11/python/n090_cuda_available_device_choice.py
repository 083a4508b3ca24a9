import torch

import sglang as sgl

device = "cuda" if torch.cuda.is_available() else "cpu"
engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    device=device,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
)
