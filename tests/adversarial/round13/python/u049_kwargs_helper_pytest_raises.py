import pytest
import sglang as sgl


def expect_refusal(**kw):
    with pytest.raises((ValueError, AssertionError)):
        sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, **kw)


def test_radix_must_be_off():
    expect_refusal(kv_cache_dtype="fp8_e4m3")


def test_kv_sharding_refused():
    expect_refusal(disable_radix_cache=True, enable_kv_cache_sharding=True)
