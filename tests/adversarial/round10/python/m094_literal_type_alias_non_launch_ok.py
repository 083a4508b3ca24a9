from typing import Literal

import sglang as sgl

KVDtype = Literal["bfloat16", "fp8_e4m3", "fp8_e5m2"]


def build(kv: KVDtype = "bfloat16") -> sgl.Engine:
    return sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True,
                      kv_cache_dtype="bfloat16", dsa_decode_backend="flashmla_sparse")
