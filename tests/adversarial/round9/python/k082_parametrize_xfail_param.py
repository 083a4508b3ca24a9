import pytest
from sglang.srt.server_args import ServerArgs


@pytest.mark.parametrize(
    "kv",
    [
        "bfloat16",
        "fp8_e4m3",
        pytest.param("fp8_e5m2", marks=pytest.mark.xfail(raises=ValueError, strict=True)),
    ],
)
def test_hisparse_kv_dtypes(kv):
    ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
