import functools

import sglang as sgl

HiSparse = functools.partial(
    sgl.Engine,
    enable_hisparse=True,
    disable_radix_cache=True,
)


def make_engine():
    return HiSparse(
        model_path="zai-org/GLM-5",
        tp_size=8,
        kv_cache_dtype="fp8_e5m2",
    )


if __name__ == "__main__":
    eng = make_engine()
    eng.shutdown()
