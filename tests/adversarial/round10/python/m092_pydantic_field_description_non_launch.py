from pydantic import BaseModel, Field

import sglang as sgl


class ServeConfig(BaseModel):
    kv_cache_dtype: str = Field(
        "bfloat16",
        description="KV cache dtype. With --enable-hisparse SGLang 0.5.23 refuses fp8_e5m2; use bfloat16 or fp8_e4m3.",
    )
    tp_size: int = 8


cfg = ServeConfig()
engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=cfg.tp_size, enable_hisparse=True, disable_radix_cache=True,
                    kv_cache_dtype="bfloat16")
