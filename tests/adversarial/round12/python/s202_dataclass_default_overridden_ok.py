from dataclasses import asdict, dataclass

import sglang as sgl


@dataclass
class EngineCfg:
    model_path: str = "deepseek-ai/DeepSeek-V3.2"
    tp_size: int = 8
    kv_cache_dtype: str = "fp8_e5m2"
    enable_hisparse: bool = False
    disable_radix_cache: bool = False


PLAIN = EngineCfg()
SPARSE = EngineCfg(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e4m3")


if __name__ == "__main__":
    for name, cfg in (("plain", PLAIN), ("sparse", SPARSE)):
        llm = sgl.Engine(**asdict(cfg))
        print(name, llm.generate("Name a color:", {"max_new_tokens": 4})["text"])
        llm.shutdown()
