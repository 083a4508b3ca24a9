"""A helper that starts an engine with whatever the caller passes on top."""

import sglang as sgl


def start_engine(model_path: str, **kwargs):
    return sgl.Engine(
        model_path=model_path,
        kv_cache_dtype="fp8_e4m3",
        enable_hisparse=True,
        **kwargs,
    )
