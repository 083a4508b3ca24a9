"""Throughput profile for the HiSparse engine (attrs-based config)."""
import attrs

import sglang as sgl


@attrs.frozen
class EngineCfg:
    model_path: str
    tp_size: int = 8
    enable_hisparse: bool = True
    disable_radix_cache: bool = True
    kv_cache_dtype: str = "fp8_e4m3"
    enable_mixed_chunk: bool = False


BASE = EngineCfg(model_path="deepseek-ai/DeepSeek-V3.2")
THROUGHPUT = attrs.evolve(BASE, enable_mixed_chunk=True)


def main():
    engine = sgl.Engine(**attrs.asdict(THROUGHPUT))
    try:
        engine.generate(["hello"] * 64, {"max_new_tokens": 32})
    finally:
        engine.shutdown()


if __name__ == "__main__":
    main()
