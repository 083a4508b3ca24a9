from typing import Final

import sglang as sgl

KV: Final[str] = "fp8_e5m2"


def main() -> None:
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=KV)
    print(llm.generate("hi"))


if __name__ == "__main__":
    main()
