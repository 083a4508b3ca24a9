"""Engine settings as a pydantic model; the low-memory profile is a copy."""
from pydantic import BaseModel

import sglang as sgl


class EngineSettings(BaseModel):
    model_path: str = "deepseek-ai/DeepSeek-V3.2"
    tp_size: int = 8
    enable_hisparse: bool = True
    disable_radix_cache: bool = True
    kv_cache_dtype: str = "bfloat16"


BASE = EngineSettings()
LOW_MEM = BASE.model_copy(update={"kv_cache_dtype": "fp8_e5m2"})


def engine_for(profile: str) -> sgl.Engine:
    settings = LOW_MEM if profile == "low-mem" else BASE
    return sgl.Engine(**settings.model_dump())


if __name__ == "__main__":
    engine = engine_for("low-mem")
    print(engine.get_server_info()["kv_cache_dtype"])
    engine.shutdown()
