import sglang as sgl


class HiSparseEngine(sgl.Engine):
    """Engine preset for the long-context service: HiSparse on, radix off."""

    def __init__(self, **kwargs):
        super().__init__(enable_hisparse=True, disable_radix_cache=True, **kwargs)


def build():
    return HiSparseEngine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        kv_cache_dtype="fp8_e5m2",
        mem_fraction_static=0.85,
    )


if __name__ == "__main__":
    engine = build()
    print(engine.generate("Hello", {"max_new_tokens": 8}))
    engine.shutdown()
