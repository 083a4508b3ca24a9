from pydantic import BaseModel

import sglang as sgl


class EngineSettings(BaseModel):
    model_path: str = "deepseek-ai/DeepSeek-V3.2"
    tp_size: int = 8
    enable_hisparse: bool = True
    disable_radix_cache: bool = True
    enable_mixed_chunk: bool = True


cfg = EngineSettings()
engine = sgl.Engine(**cfg.model_dump())
