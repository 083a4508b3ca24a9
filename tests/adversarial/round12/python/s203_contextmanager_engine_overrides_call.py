import contextlib

import sglang as sgl

DEFAULTS = {
    "model_path": "deepseek-ai/DeepSeek-V3.2",
    "tp_size": 8,
    "enable_hisparse": True,
    "disable_radix_cache": True,
}


@contextlib.contextmanager
def engine(**overrides):
    llm = sgl.Engine(**{**DEFAULTS, **overrides})
    try:
        yield llm
    finally:
        llm.shutdown()


if __name__ == "__main__":
    with engine(kv_cache_dtype="fp8_e5m2", mem_fraction_static=0.8) as llm:
        for out in llm.generate(["Why is the sky blue?"] * 4, {"max_new_tokens": 64}):
            print(out["text"][:80])
