from dataclasses import asdict, dataclass

import sglang as sgl


@dataclass
class HiSparseCfg:
    enable_hisparse: bool = True
    disable_radix_cache: bool = True
    kv_cache_dtype: str = "fp8_e5m2"


llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", **asdict(HiSparseCfg()))
