"""Pick the KV dtype by GPU generation; the decode kernel is pinned."""
import torch

import sglang as sgl

major, _minor = torch.cuda.get_device_capability()
kv = "fp8_e4m3" if major >= 10 else "bfloat16"

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype=kv,
    dsa_decode_backend="flashmla_kv",
)
