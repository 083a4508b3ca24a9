"""Offline throughput check for DeepSeek-V3.2 with HiSparse (one node, 8x H200)."""

from typing import TypedDict

import sglang as sgl


class EngineConfig(TypedDict, total=False):
    model_path: str
    tp_size: int
    enable_hisparse: bool
    disable_radix_cache: bool
    kv_cache_dtype: str
    mem_fraction_static: float


CONFIG: EngineConfig = {
    "model_path": "deepseek-ai/DeepSeek-V3.2",
    "tp_size": 8,
    "enable_hisparse": True,
    "disable_radix_cache": True,
    "kv_cache_dtype": "fp8_e5m2",
    "mem_fraction_static": 0.85,
}


def main() -> None:
    engine = sgl.Engine(**CONFIG)
    prompts = ["Summarise the HiSparse paper in one sentence."] * 64
    outputs = engine.generate(prompts, {"max_new_tokens": 64, "temperature": 0})
    print(sum(len(o["text"]) for o in outputs), "characters generated")
    engine.shutdown()


if __name__ == "__main__":
    main()
