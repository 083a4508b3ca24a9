import pytest
import sglang as sgl


@pytest.mark.parametrize(
    "dtype",
    ["fp8_e4m3", pytest.param("fp8_e5m2", marks=pytest.mark.xfail(strict=True, reason="refused by HiSparse"))],
)
def test_dtype(dtype):
    sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=dtype)
