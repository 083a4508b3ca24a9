"""Server-args helpers for the HiSparse deployment.

The doctest below pins SGLang's refusal of an e5m2 cache with HiSparse, so a
release that silently starts accepting it shows up in CI:

>>> from sglang.srt.server_args import ServerArgs
>>> ServerArgs(
...     model_path="deepseek-ai/DeepSeek-V3.2",
...     enable_hisparse=True,
...     disable_radix_cache=True,
...     kv_cache_dtype="fp8_e5m2",
... ).check_server_args()
Traceback (most recent call last):
    ...
ValueError: HiSparse requires one of ('bfloat16', 'fp8_e4m3') KV cache dtypes, but got --kv-cache-dtype=fp8_e5m2. Please use --kv-cache-dtype=bfloat16 or --kv-cache-dtype=fp8_e4m3.
"""
from sglang.srt.server_args import ServerArgs


def hisparse_server_args(model_path: str, tp_size: int = 8) -> ServerArgs:
    return ServerArgs(
        model_path=model_path,
        tp_size=tp_size,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
    )


if __name__ == "__main__":
    import doctest

    doctest.testmod()
