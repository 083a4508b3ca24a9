import pytest
from sglang.srt.server_args import ServerArgs


def test_hisparse_rejects_fp8_e5m2():
    with pytest.raises(ValueError, match="HiSparse requires"):
        ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")


def test_hisparse_rejects_tilelang_fp8():
    with pytest.raises(ValueError):
        ServerArgs(
            model_path="deepseek-ai/DeepSeek-V3.2-Exp",
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="fp8_e4m3",
            dsa_decode_backend="tilelang",
        )
