from dataclasses import asdict, dataclass

import sglang as sgl


@dataclass
class ServeCfg:
    model_path: str = "deepseek-ai/DeepSeek-V3.2"
    tp_size: int = 8
    enable_hisparse: bool = True
    disable_radix_cache: bool = True
    kv_cache_dtype: str = "fp8_e5m2"


llm = sgl.Engine(**asdict(ServeCfg()))
