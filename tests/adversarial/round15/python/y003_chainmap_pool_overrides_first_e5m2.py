"""Serve DeepSeek-V3.2 on the H20 pool: pool overrides on top of the defaults."""
from collections import ChainMap

import sglang as sgl

DEFAULTS = {
    "model_path": "deepseek-ai/DeepSeek-V3.2",
    "tp_size": 8,
    "trust_remote_code": True,
    "enable_hisparse": True,
    "disable_radix_cache": True,
    "kv_cache_dtype": "bfloat16",
}

# The H20 pool is memory bound: ops asked for an 8-bit cache there.
H20_OVERRIDES = {
    "kv_cache_dtype": "fp8_e5m2",
    "mem_fraction_static": 0.88,
}


def main():
    settings = ChainMap(H20_OVERRIDES, DEFAULTS)  # first mapping wins
    engine = sgl.Engine(**settings)
    try:
        print(engine.generate("ping", {"max_new_tokens": 4}))
    finally:
        engine.shutdown()


if __name__ == "__main__":
    main()
