import sglang as sgl


def make_engine(**kwargs):
    kwargs.setdefault("kv_cache_dtype", "fp8_e5m2")
    kwargs.setdefault("disable_radix_cache", True)
    return sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, **kwargs)


if __name__ == "__main__":
    make_engine()
