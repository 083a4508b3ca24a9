import torch
import sglang as sgl

if torch.version.hip is not None:
    backend = "aiter"
else:
    backend = "flashmla_sparse"

engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True,
                    kv_cache_dtype="bfloat16", dsa_decode_backend=backend)
