import pytest
import sglang as sgl


@pytest.mark.parametrize(
    "dtype,ok",
    [("fp8_e4m3", True), ("bfloat16", True), ("fp8_e5m2", False), ("nvfp4", False)],
)
def test_hisparse_dtypes(dtype, ok):
    kwargs = dict(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=dtype)
    if ok:
        sgl.Engine(**kwargs).shutdown()
    else:
        with pytest.raises(Exception, match="HiSparse requires"):
            sgl.Engine(**kwargs)
