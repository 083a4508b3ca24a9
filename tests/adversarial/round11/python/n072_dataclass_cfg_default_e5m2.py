from dataclasses import dataclass

import sglang as sgl


@dataclass
class ServeConfig:
    model_path: str = "deepseek-ai/DeepSeek-V3.2"
    tp_size: int = 8
    kv_cache_dtype: str = "fp8_e5m2"


def build(cfg: ServeConfig = ServeConfig()) -> sgl.Engine:
    return sgl.Engine(
        model_path=cfg.model_path,
        tp_size=cfg.tp_size,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype=cfg.kv_cache_dtype,
    )


if __name__ == "__main__":
    build()
